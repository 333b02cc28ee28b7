import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visitStatusOf, type VisitStatus } from '../../domain/schedule';

const COLOURS: Readonly<Record<VisitStatus, ChipProps['color']>> = {
  scheduled: 'default',
  in_progress: 'warning',
  completed: 'success',
  delayed: 'error',
};

/** A visit's status as a badge; anything unknown reads as scheduled (spec 001 section 4). */
export function VisitStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const known = visitStatusOf(status);
  return (
    <Chip
      component="span"
      size="small"
      color={COLOURS[known]}
      variant={known === 'scheduled' ? 'outlined' : 'filled'}
      label={translate(`bakery.schedule.visit_status.${known}`)}
      data-testid="visit-status"
      data-status={known}
    />
  );
}
