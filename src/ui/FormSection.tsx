import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One titled card of a form (the order forms). */
export function FormSection({
  title,
  children,
  action,
  testId,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)} data-testid={testId}>
      <CardHeader
        title={translate(title)}
        action={action}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
