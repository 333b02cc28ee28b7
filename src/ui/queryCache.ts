import type { InvalidateQueryFilters, QueryClient, QueryKey, Updater } from '@tanstack/react-query';

// After a change, a read that left before it may still be on its way, and it answers with the data from
// before the change. TanStack Query does not drop it on its own: setQueryData is overwritten when that read
// lands, and invalidateQueries joins a first read in flight instead of asking again (it cancels only reads
// of queries that already hold data). So every write to the cache after a change drops those reads first.

/** Reads the matching queries again, after dropping any read of them already on its way. */
export async function refreshQueries(queryClient: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}

/** Puts a reply into one query, after dropping any read of it on its way that would overwrite it. */
export async function replaceQueryData<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  data: Updater<T | undefined, T | undefined>,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, data);
}
