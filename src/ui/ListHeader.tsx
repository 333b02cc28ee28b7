import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ListHeaderProps {
  /** Message key of the page's name. */
  title: string;
  /** The list's own buttons (export, import ...), before the add button. */
  children?: ReactNode;
  /** The list's <ListAddButton>, always last: the same place on every list. */
  add?: ReactNode;
}

/** The first line of every list page: its name, then its buttons with the add button at the end. */
export function ListHeader({ title, children, add }: ListHeaderProps) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      data-testid="list-header"
    >
      <Typography variant="h5" component="h1" fontWeight={700} sx={{ flexGrow: 1 }}>
        {translate(title)}
      </Typography>
      {children}
      {add}
    </Stack>
  );
}
