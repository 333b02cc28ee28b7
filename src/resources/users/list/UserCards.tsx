import { Box, Grid, Skeleton } from '@mui/material';
import { useListContext, type RaRecord } from 'react-admin';
import { UserCard } from './UserCard';
import { UserListEmpty } from './UserListEmpty';

/** The employees as cards: one column on a phone, more on a wide screen that chose cards. */
export function UserCards() {
  const { data, isPending } = useListContext<RaRecord>();
  if (isPending) {
    return (
      <Box sx={{ p: 2 }}>
        <Skeleton variant="rounded" height={120} />
      </Box>
    );
  }
  if (!data?.length) return <UserListEmpty />;
  return (
    <Grid container spacing={1.5} columns={{ xs: 1, sm: 2, lg: 3 }} sx={{ p: { xs: 1, sm: 1.5 } }} data-testid="users-cards">
      {data.map((record) => (
        <Grid key={record.id} size={1}>
          <UserCard record={record} />
        </Grid>
      ))}
    </Grid>
  );
}
