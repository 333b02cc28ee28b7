import InsightsIcon from '@mui/icons-material/Insights';
import { CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserRecord } from '../../../domain/users/replies';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { PerformanceFigures } from './PerformanceFigures';
import { useDistributorDetails } from './useDistributorDetails';

/** The distributor's performance tab: the server's computed figures, or why they are not there yet. */
export function PerformanceTab({ record }: { record: UserRecord }) {
  const translate = useTranslate();
  const details = useDistributorDetails(record.id, true);
  let content;
  if (details.isPending) {
    content = <CircularProgress aria-label={translate('bakery.employee_page.performance.title')} />;
  } else if (details.isError || !details.data) {
    content = (
      <RetryAlert
        message="bakery.employee_page.performance.load_failed"
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
      />
    );
  } else {
    content = <PerformanceFigures details={details.data} />;
  }
  return (
    <SectionCard
      title="bakery.employee_page.performance.title"
      icon={<InsightsIcon />}
      data-testid="employee-performance"
    >
      {content}
    </SectionCard>
  );
}
