import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';
import { useTranslate } from 'react-admin';

interface SectionCardProps {
  /** A translation key. */
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** One card of a detail page (shop, order, product): an icon and a title over its content. */
export function SectionCard({ title, icon, action, children, 'data-testid': testId }: SectionCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId} component="section" aria-label={translate(title)}>
      <CardHeader
        avatar={icon}
        title={translate(title)}
        action={action}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0, '& .MuiCardHeader-avatar': { color: 'primary.main' } }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
