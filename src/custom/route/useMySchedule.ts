import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { SCHEDULE_REFRESH_SECONDS, type ScheduleItem, type ScheduleReply } from '../../domain/schedule';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { refreshQueries, replaceQueryData } from '../../ui/queryCache';

export const MY_SCHEDULE_KEY = ['schedule', 'mine'] as const;

/**
 * Today's route of the signed-in distributor, read again every minute so a visit the office moves
 * reaches the phone without a reload.
 */
export function useMySchedule() {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  return useQuery({
    queryKey: MY_SCHEDULE_KEY,
    queryFn: () => dataProvider.mySchedule(),
    refetchInterval: SCHEDULE_REFRESH_SECONDS * 1000,
  });
}

/**
 * After a visit call: the visit the server answered replaces the shown one at once (the next stop comes
 * first without waiting), then the whole route is read again for what else changed (statistics, status).
 */
export function useVisitChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (visit: ScheduleItem) => {
      void replaceQueryData<ScheduleReply>(queryClient, MY_SCHEDULE_KEY, (reply) =>
        reply
          ? {
              ...reply,
              distributors_schedules: reply.distributors_schedules.map((route) => ({
                ...route,
                schedule_items: route.schedule_items.map((item) => (item.id === visit.id ? visit : item)),
              })),
            }
          : reply,
      );
      void refreshQueries(queryClient, { queryKey: MY_SCHEDULE_KEY });
    },
    [queryClient],
  );
}
