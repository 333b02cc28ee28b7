import { useEffect, useState } from 'react';

/**
 * The current time, renewed on each turn of the minute (spec 000 section 4: the dashboard's clock
 * updates every minute). Aligned to the minute so HH:mm changes when the wall clock does.
 */
export function useNow(stepMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setNow(new Date());
        schedule();
      }, stepMs - (Date.now() % stepMs));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [stepMs]);
  return now;
}
