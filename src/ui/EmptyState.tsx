import { Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface EmptyStateProps {
  /** An outlined MUI icon; it is drawn large and grey. */
  icon: ReactNode;
  /** Message keys. */
  title: string;
  hint: string;
  /** What the user can do about it: add the first one, clear the filters. */
  action?: ReactNode;
  testId?: string;
}

/** The one look of "nothing here" on every screen (issue 23): an illustrated card, a title, a hint, an action. */
export function EmptyState({ icon, title, hint, action, testId }: EmptyStateProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={testId} sx={{ py: 6, px: 2, width: '100%' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', '& > .MuiSvgIcon-root': { fontSize: 56, color: 'action.disabled' } }}>
        {icon}
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">{translate(hint)}</Typography>
        {action}
      </Stack>
    </Card>
  );
}
