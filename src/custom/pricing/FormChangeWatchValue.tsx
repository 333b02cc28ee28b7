import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';

/** Calls `onChange` with a field's value whenever it changes (not on the first render). */
export function FormChangeWatchValue({ source, onChange }: { source: string; onChange: (value: unknown) => void }) {
  const value: unknown = useWatch({ name: source });
  const last = useRef(value);
  useEffect(() => {
    if (last.current === value) return;
    last.current = value;
    onChange(value);
  }, [value, onChange]);
  return null;
}
