import { Chip, type ChipProps } from '@mui/material';
import { visitStatusNames, type VisitStatus } from '../../domain/schedule';

const COLOURS: Record<VisitStatus, ChipProps['color']> = {
  scheduled: 'default',
  in_progress: 'info',
  completed: 'success',
  delayed: 'warning',
};

/** A visit's status in the spec's Arabic names (spec 001 section 4). */
export function VisitStatusChip({ status }: { status: VisitStatus }) {
  return <Chip size="small" label={visitStatusNames[status]} color={COLOURS[status]} data-testid="visit-status" />;
}
