import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccess, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { activeFilterCount } from './activeFilters';
import { ClearFiltersButton } from './ClearFiltersButton';
import { EmptyState } from './EmptyState';

export interface ListEmptyProps {
  resource: string;
  icon: ReactNode;
  /** Message keys: 'لا توجد متاجر', and what to do when the list itself is empty. */
  title: string;
  hint: string;
  /** The first record's add page and its button's text, offered to those who may create. */
  addTo: string;
  addLabel: string;
}

/**
 * A list with no rows: with a search or filters on, it says none matches and offers to clear them; with
 * none, it offers to add the first record.
 */
export function ListEmpty({ resource, icon, title, hint, addTo, addLabel }: ListEmptyProps) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { canAccess: canCreate = false } = useCanAccess({ resource, action: 'create' });
  const filtered = activeFilterCount(filterValues) > 0;
  let action: ReactNode = null;
  if (filtered) action = <ClearFiltersButton variant="contained" />;
  else if (canCreate) {
    action = (
      <Button variant="contained" component={RouterLink} to={addTo} startIcon={<AddIcon />}>
        {translate(addLabel)}
      </Button>
    );
  }
  return (
    <EmptyState
      icon={icon}
      title={title}
      hint={filtered ? 'bakery.common.list.empty_filtered' : hint}
      action={action}
      testId={`${resource}-empty`}
    />
  );
}
