import HistoryIcon from '@mui/icons-material/History';
import { Alert, CircularProgress, List } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { AssignmentRow } from './AssignmentRow';
import { useVehicleHistory } from './useVehicleQueries';

const prefix = 'bakery.vehicle_show.history';

/** Every assignment of the vehicle, newest first: who drove it, from when to when, who decided. */
export function HistoryTab({ id }: { id: Identifier }) {
  const translate = useTranslate();
  const history = useVehicleHistory(id);

  let content;
  if (history.isPending) content = <CircularProgress aria-label={translate(`${prefix}.title`)} />;
  else if (history.isError)
    content = (
      <RetryAlert
        message={`${prefix}.load_failed`}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  else if (history.data.length === 0)
    content = (
      <Alert severity="info" data-testid="vehicle-history-empty">
        {translate(`${prefix}.empty`)}
      </Alert>
    );
  else
    content = (
      <List disablePadding>
        {history.data.map((assignment) => (
          <AssignmentRow key={assignment.id} assignment={assignment} />
        ))}
      </List>
    );

  return (
    <SectionCard title={`${prefix}.title`} icon={<HistoryIcon />} data-testid="vehicle-history">
      {content}
    </SectionCard>
  );
}
