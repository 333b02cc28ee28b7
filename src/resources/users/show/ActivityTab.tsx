import HistoryIcon from '@mui/icons-material/History';
import { Alert, CircularProgress, List, Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SectionCard } from '../../../ui/SectionCard';
import { ActivityEntryRow } from './ActivityEntryRow';
import { useEmployeeActivity } from './useEmployeeActivity';

const prefix = 'bakery.employee_page.activity';

/** The employee's real actions from the audit log, newest first, twenty a page (issue 14). */
export function ActivityTab({ id }: { id: Identifier }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const activity = useEmployeeActivity(id, page);
  const pages = activity.data?.pagination.totalPages ?? 0;

  let content;
  if (activity.isPending) content = <CircularProgress aria-label={translate(`${prefix}.title`)} />;
  else if (activity.isError)
    content = (
      <RetryAlert
        message={`${prefix}.load_failed`}
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  else if (activity.data.activity.length === 0) content = <Alert severity="info">{translate(`${prefix}.empty`)}</Alert>;
  else
    content = (
      <>
        <List
          disablePadding
          aria-busy={activity.isPlaceholderData || undefined}
          sx={{ opacity: activity.isPlaceholderData ? 0.6 : 1 }}
        >
          {activity.data.activity.map((entry) => (
            <ActivityEntryRow key={entry.id} entry={entry} />
          ))}
        </List>
        {pages > 1 ? (
          <Stack
            component="nav"
            aria-label={translate(`${prefix}.pagination`)}
            direction="row"
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}
          >
            <Typography variant="body2" color="text.secondary" data-testid="employee-activity-page-of">
              {translate(`${prefix}.page_of`, { page, pages })}
            </Typography>
            <Pagination
              count={pages}
              page={page}
              onChange={(_event, next) => setPage(next)}
              color="primary"
              size="small"
              getItemAriaLabel={(type, item, selected) =>
                type === 'page'
                  ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item ?? '' })
                  : translate(`ra.navigation.${type}`)
              }
            />
          </Stack>
        ) : null}
      </>
    );

  return (
    <SectionCard title={`${prefix}.title`} icon={<HistoryIcon />} data-testid="employee-activity">
      {content}
    </SectionCard>
  );
}
