import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshQueries, replaceQueryData } from '../../src/ui/queryCache';

/** A read the test answers when it chooses, as a slow server would. */
function heldReads() {
  const answers: ((value: string) => void)[] = [];
  const read = () => new Promise<string>((resolve) => answers.push(resolve));
  return { read, answers };
}

const KEY = ['shops', 'list'];
let client: QueryClient;

afterEach(() => client.clear());

describe('writing to the cache after a change', () => {
  it('keeps the reply it was given when a read from before the change lands after it', async () => {
    client = new QueryClient();
    const { read, answers } = heldReads();
    const before = client.fetchQuery({ queryKey: KEY, queryFn: read }).catch(() => undefined);

    await replaceQueryData(client, KEY, 'after the change');
    answers[0]!('before the change');
    await before;

    expect(client.getQueryData(KEY)).toBe('after the change');
  });

  it('passes the shown data to an updater', async () => {
    client = new QueryClient();
    client.setQueryData(KEY, ['a']);
    await replaceQueryData<string[]>(client, KEY, (old) => [...(old ?? []), 'b']);
    expect(client.getQueryData(KEY)).toEqual(['a', 'b']);
  });

  it("asks again when a screen's first read is still on its way, and shows the second answer", async () => {
    client = new QueryClient();
    const { read, answers } = heldReads();
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn: read });
    const shown: (string | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => shown.push(result.data));
    expect(answers).toHaveLength(1);

    const refreshed = refreshQueries(client, { queryKey: KEY });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!('the list before the new shop');
    answers[1]!('the list with the new shop');
    await refreshed;

    expect(client.getQueryData(KEY)).toBe('the list with the new shop');
    expect(shown.at(-1)).toBe('the list with the new shop');
    unsubscribe();
  });
});
