import { useSearchParams } from 'react-router-dom';

/** A choice kept in the address (?group=shop), one of `choices`; anything else reads as `fallback`. */
export function useSearchChoice<T extends string>(name: string, choices: readonly T[], fallback: T): [T, (value: T) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(name);
  const value = choices.includes(asked as T) ? (asked as T) : fallback;
  const set = (next: T) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(name, next);
        return params;
      },
      { replace: true },
    );
  return [value, set];
}
