import { Alert, Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface CardFrameProps {
  /** bakery.dashboard.cards.* key of the card's title. */
  titleKey: string;
  testId: string;
  query: { isPending: boolean; isError: boolean; error: Error | null };
  action?: ReactNode;
  children: ReactNode;
}

/** A figures card of the dashboard: its title, a skeleton while it loads, the server's message if it failed. */
export function CardFrame({ titleKey, testId, query, action, children }: CardFrameProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardHeader title={translate(titleKey)} action={action} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }} aria-busy={query.isPending}>
        {query.isError ? (
          <Alert severity="error">{query.error?.message || translate('bakery.dashboard.cards.load_failed')}</Alert>
        ) : query.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
