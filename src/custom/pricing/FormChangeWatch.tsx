import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';

/** Calls `onChange` whenever a value of the surrounding form changes (not on the first render). */
export function FormChangeWatch({ onChange }: { onChange: () => void }) {
  const values: unknown = useWatch();
  const text = JSON.stringify(values);
  const last = useRef(text);
  useEffect(() => {
    if (last.current === text) return;
    last.current = text;
    onChange();
  }, [text, onChange]);
  return null;
}
