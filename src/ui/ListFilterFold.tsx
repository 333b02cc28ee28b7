import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Card, Collapse, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { activeFilterCount } from './activeFilters';

export interface ListFilterFoldProps {
  /** The search box: always in view. */
  search: ReactNode;
  /** The other filters: in the line from 600 px, folded behind one button below. */
  children: ReactNode;
  /** Reset, refresh, export ...: at the line's end. */
  actions?: ReactNode;
  /** The filter the search box writes, left out of the folded count. */
  searchSource?: string;
  testId?: string;
}

/**
 * The filter bar of every list. On a phone the filters but the search fold away behind one button that
 * says how many of them are on, so the rows start near the top of the screen.
 */
export function ListFilterFold({ search, children, actions, searchSource = 'q', testId }: ListFilterFoldProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const { filterValues } = useListContext();
  const { [searchSource]: _search, ...folded } = filterValues ?? {};
  const count = activeFilterCount(folded);

  return (
    <Card variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, width: '100%' }} data-testid={testId}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {search}
        {phone ? (
          <Button startIcon={<TuneIcon />} onClick={() => setOpen(!open)} aria-expanded={open} data-testid="filters-toggle">
            {translate('bakery.common.list.filters_toggle', { count })}
          </Button>
        ) : (
          children
        )}
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        {phone ? (
          <Collapse in={open} sx={{ width: '100%' }}>
            <Stack spacing={1.5}>{children}</Stack>
          </Collapse>
        ) : null}
      </Stack>
    </Card>
  );
}
