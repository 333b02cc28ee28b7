import { Alert, Box, Grid } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title, useShowController, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { USER_DELETED_REDIRECT_MS } from '../../domain/users/rules';
import type { UserRecord } from '../../domain/users/replies';
import { statusOf } from '../../providers/failure';
import { userPaths } from '../../registry/paths';
import { EmployeeHeader } from './show/EmployeeHeader';
import { EmployeeLoadError } from './show/EmployeeLoadError';
import { EmployeeNotFound } from './show/EmployeeNotFound';
import { EmployeeProfilePanel } from './show/EmployeeProfilePanel';
import { EmployeeTabs } from './show/EmployeeTabs';
import { useDistributorDetails } from './show/useDistributorDetails';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/users';
import '../../i18n/ar/employeePage';
import '../../i18n/ar/profile';
import '../../i18n/ar/stores';

/**
 * /users/{id}: the employee card, the profile side panel and the tabs of their role (spec 002 section 2,
 * issue 14 part 4). A missing employee gets its own page; any other load failure says so with the way
 * back. After a delete the page says so and returns to the list 1.5 s later.
 */
export default function UserShow() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);
  const { record, error, isPending, refetch, isFetching } = useShowController<UserRecord>({
    resource: 'users',
    // The page shows its own error state; react-admin's default would leave for the list at once.
    queryOptions: { enabled: !deleted, onError: () => undefined },
  });
  const isDistributor = record?.role === 'distributor';
  const details = useDistributorDetails(record?.id ?? '', !!record && isDistributor && !deleted);

  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => navigate(userPaths.list), USER_DELETED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [deleted, navigate]);

  if (deleted) {
    return (
      <Box sx={{ p: { xs: 1.5, md: 3 } }}>
        <Alert severity="success" data-testid="employee-deleted">
          {translate('bakery.employee_page.deleted_leaving')}
        </Alert>
      </Box>
    );
  }
  if (statusOf(error) === 404) return <EmployeeNotFound />;
  if (error) return <EmployeeLoadError onRetry={() => void refetch()} retrying={isFetching} />;
  if (isPending || !record) return <Loading />;

  const lastActiveAt =
    (isDistributor ? details.data?.performance_summary.availability.last_active : null) ?? record.last_login;
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 } }} data-testid="employee-show">
      <Title title={<>{record.full_name}</>} />
      <EmployeeHeader record={record} onDeleted={() => setDeleted(true)} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <EmployeeProfilePanel record={record} lastActiveAt={lastActiveAt} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <EmployeeTabs record={record} />
        </Grid>
      </Grid>
    </Box>
  );
}
