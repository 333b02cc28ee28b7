import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { bakeryDate } from '../../domain/dates';
import { addDays, SCHEDULE_DAYS_AHEAD, type ScheduleItem } from '../../domain/schedule';
import { formatDateTime } from '../../i18n/format';
import { serverMessage } from '../../providers/failure';
import { DistanceSummary } from './DistanceSummary';
import { DistributorCard } from './DistributorCard';
import { MoveVisitDialog } from './MoveVisitDialog';
import { OrderDialog } from './OrderDialog';
import { PlanningProgress } from './PlanningProgress';
import { RouteMap } from './RouteMap';
import { ScheduleEmpty } from './ScheduleEmpty';
import { ScheduleStatCards } from './ScheduleStatCards';
import { ScheduleToolbar } from './ScheduleToolbar';
import { colourOf, dropPosition, filterRoutes, findOrder, isFiltered, NO_FILTER, type ScheduleFilter } from './scheduleView';
import { UnplacedLists } from './UnplacedLists';
import { useDaySchedule } from './useDaySchedule';
import { CLEAR_FILTERS_LABEL } from '../../ui/ClearFiltersButton';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/schedule';
import '../../i18n/ar/stores';

/**
 * /scheduling/daily (spec 001 section 2, issue 16), admin and manager: pick a day (?date=YYYY-MM-DD, today
 * by default), generate or re-plan it, and read it as six figures, the routes on the map, one card per
 * distributor and what could not be placed. Visits move by drag and drop or the 'نقل' dialog; an order
 * opens its details with the quick buttons. Read again every 60 s and by hand.
 */
export default function SchedulePage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const today = bakeryDate();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? (params.get('date') as string) : today;
  const [filter, setFilter] = useState<ScheduleFilter>(NO_FILTER);
  const [dragged, setDragged] = useState<ScheduleItem | null>(null);
  const [moving, setMoving] = useState<ScheduleItem | null>(null);
  const [orderId, setOrderId] = useState<number | null>(null);
  const { query, generate, move, refresh, reload } = useDaySchedule(date);
  const reply = query.data;
  const exists = Boolean(reply?.generated_at);

  const pickDate = (next: string) => {
    setFilter(NO_FILTER);
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('date', next);
      return copy;
    }, { replace: true });
  };

  const routes = reply ? filterRoutes(reply, filter) : [];
  const found = orderId === null ? undefined : findOrder(reply, orderId);

  const drop = (distributorId: number, onVisitId: number | null) => {
    const item = dragged;
    setDragged(null);
    if (!item || !reply) return;
    const position = dropPosition(reply, item.id, distributorId, onVisitId);
    if (position !== null) move.mutate({ visitId: item.id, distributorId, position });
  };

  return (
    <Box sx={{ pt: { xs: 1, md: 2 }, pb: 2, minWidth: 0 }} data-testid="schedule-page">
      <Title title="bakery.schedule.title" />
      <Box sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" fontWeight={700}>
          {translate('bakery.schedule.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('bakery.schedule.subtitle')}
          {' · '}
          {translate('bakery.schedule.auto_refresh')}
        </Typography>
      </Box>

      <ScheduleToolbar
        date={date}
        maxDate={addDays(today, SCHEDULE_DAYS_AHEAD)}
        onDate={pickDate}
        reply={exists ? reply : undefined}
        filter={filter}
        onFilter={setFilter}
        onRefresh={() => void refresh()}
        refreshing={query.isFetching}
        onGenerate={() => generate.mutate()}
        generating={generate.isPending}
        showGenerate={exists || query.isError}
      />

      {generate.isPending || reply?.planning_since ? <PlanningProgress since={reply?.planning_since ?? null} /> : null}

      {query.isPending ? (
        <Box role="status" data-testid="schedule-loading" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
          <CircularProgress />
          <Typography>{translate('bakery.schedule.loading')}</Typography>
        </Box>
      ) : null}

      {query.isError && !reply ? (
        <Alert
          severity="error"
          data-testid="schedule-error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {translate('bakery.schedule.retry')}
            </Button>
          }
        >
          {serverMessage(query.error) ?? translate('bakery.schedule.fetch_failed')}
        </Alert>
      ) : null}

      {reply && !exists ? <ScheduleEmpty reply={reply} onGenerate={() => generate.mutate()} busy={generate.isPending} /> : null}

      {reply && exists ? (
        <>
          {reply.generated_at ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }} data-testid="schedule-generated-at">
              {translate('bakery.schedule.generated_at', { time: formatDateTime(reply.generated_at) })}
            </Typography>
          ) : null}
          {reply.road_source === 'estimate' ? (
            <Alert severity="info" icon={<InfoOutlinedIcon />} sx={{ mb: 2 }} data-testid="schedule-road-note">
              {translate('bakery.schedule.road_estimate')}
            </Alert>
          ) : null}
          <ScheduleStatCards reply={reply} />
          {reply.distance_summary ? <DistanceSummary summary={reply.distance_summary} /> : null}
          <RouteMap reply={reply} routes={routes} distributorPicked={filter.distributor !== ''} onOrder={setOrderId} />
          {routes.length === 0 && isFiltered(filter) ? (
            <Box sx={{ textAlign: 'center', py: 4 }} data-testid="schedule-no-results">
              <Typography variant="h6" component="p">
                {translate('bakery.schedule.no_results')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('bakery.schedule.no_results_hint')}
              </Typography>
              <Button variant="outlined" onClick={() => setFilter(NO_FILTER)}>
                {translate(CLEAR_FILTERS_LABEL)}
              </Button>
            </Box>
          ) : null}
          {routes.map((route) => (
            <DistributorCard
              key={route.distributor.id}
              route={route}
              colour={colourOf(reply, route.distributor.id)}
              dragged={dragged}
              onDragStart={setDragged}
              onDragEnd={() => setDragged(null)}
              onDrop={drop}
              onMove={setMoving}
              onOrder={setOrderId}
            />
          ))}
          <UnplacedLists reply={reply} />
        </>
      ) : null}

      {moving && reply ? (
        <MoveVisitDialog
          reply={reply}
          item={moving}
          onClose={() => setMoving(null)}
          onMove={(request) => {
            setMoving(null);
            move.mutate(request);
          }}
        />
      ) : null}
      {found ? <OrderDialog found={found} onClose={() => setOrderId(null)} onChanged={() => void reload()} /> : null}
    </Box>
  );
}
