import type { ApiCall } from './apiCall';

type Calls = object;
type AnyCall = (...args: unknown[]) => Promise<unknown>;

/**
 * A group of calls whose code arrives with the first of them. The pages that use them are lazy, so the
 * code that speaks to their routes is too: the first visit (login and the dashboard) stays within its
 * weight (issue 25). `names` lists the group's calls as a record of its interface's keys, so a call added
 * to the group and not listed here does not compile. Every call of a group returns a promise.
 */
export function lazyCalls<T extends Calls>(
  names: Record<keyof T, true>,
  load: () => Promise<(call: ApiCall, apiUrl: string) => T>,
  call: ApiCall,
  apiUrl: string,
): T {
  let made: Promise<T> | undefined;
  const calls = () => (made ??= load().then((make) => make(call, apiUrl)));
  return Object.fromEntries(
    Object.keys(names).map((name) => [name, (...args: unknown[]) => calls().then((group) => (group[name as keyof T] as AnyCall)(...args))]),
  ) as T;
}
