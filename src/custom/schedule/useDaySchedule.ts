import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SCHEDULE_REFRESH_SECONDS, type ScheduleReply } from '../../domain/schedule';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { applyMove } from './scheduleView';
import { useScheduleNotice } from './useScheduleNotice';
import { refreshQueries, replaceQueryData } from '../../ui/queryCache';

/** How often the page reads a day being planned. */
const PLANNING_POLL_MS = 2000;

export const scheduleQueryKey = (date: string) => ['schedule', 'day', date] as const;

export interface MoveRequest {
  visitId: number;
  distributorId: number;
  /** 1-based, the visit's place in the target route once moved. */
  position: number;
}

/**
 * The day's schedule, read again every 60 s (spec 001 section 9) unless a move is on its way, with the
 * page's three writes: generate (or re-plan), move a visit (shown at once, put back if the server
 * refuses), and a plain re-read after an order changed in the details dialog.
 */
export function useDaySchedule(date: string) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const notice = useScheduleNotice();
  const key = scheduleQueryKey(date);

  const move = useMutation({
    mutationFn: ({ visitId, distributorId, position }: MoveRequest) =>
      dataProvider.moveVisit(visitId, { distributor_id: distributorId, position }),
    onMutate: async ({ visitId, distributorId, position }) => {
      const previous = queryClient.getQueryData<ScheduleReply>(key);
      if (previous) await replaceQueryData(queryClient, key, applyMove(previous, visitId, distributorId, position));
      return { previous };
    },
    onError: (error, _request, context) => {
      if (context?.previous) void replaceQueryData(queryClient, key, context.previous);
      notice.failure(error, 'bakery.schedule.move.failed');
    },
    onSuccess: (reply) => {
      void replaceQueryData(queryClient, key, reply);
      notice.success('bakery.schedule.move.moved');
    },
  });

  const query = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.daySchedule(date),
    // A fetch already running is not started again; a move in flight would be overwritten by an old read.
    // While the server plans the day (a run started elsewhere, or before this page was opened), read it
    // often, so the new routes show as soon as they are stored.
    refetchInterval: (current) =>
      move.isPending ? false : current.state.data?.planning_since ? PLANNING_POLL_MS : SCHEDULE_REFRESH_SECONDS * 1000,
  });

  const generate = useMutation({
    mutationFn: () => dataProvider.generateSchedule(date),
    onSuccess: (reply) => {
      void replaceQueryData(queryClient, key, reply);
      notice.success('bakery.schedule.generated');
    },
    onError: (error) => notice.failure(error, 'bakery.schedule.generate_failed'),
  });

  const refresh = async () => {
    const result = await query.refetch();
    if (result.isSuccess) notice.success('bakery.schedule.refreshed');
    else notice.failure(result.error, 'bakery.schedule.fetch_failed');
  };

  const reload = () => refreshQueries(queryClient, { queryKey: key });

  return { query, generate, move, refresh, reload };
}
