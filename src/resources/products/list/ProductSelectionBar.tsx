import CheckBoxIcon from '@mui/icons-material/CheckBox';
import ClearIcon from '@mui/icons-material/Clear';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useCanAccess, useListContext, useTranslate } from 'react-admin';
import { DESKTOP_QUERY } from '../../../ui/breakpoints';
import type { BulkAction } from '../../../domain/products/rules';
import { BulkDeleteButton } from './BulkDeleteButton';
import { useBulkProducts } from './useBulkProducts';

const STATUS_ACTIONS: { action: BulkAction; label: string; icon: ReactElement }[] = [
  { action: 'activate', label: 'bulk_activate', icon: <PlayCircleOutlineIcon /> },
  { action: 'deactivate', label: 'bulk_deactivate', icon: <PauseCircleOutlineIcon /> },
  { action: 'feature', label: 'bulk_feature', icon: <StarIcon /> },
  { action: 'unfeature', label: 'bulk_unfeature', icon: <StarBorderIcon /> },
];

/**
 * Shown while products are selected (on any page): how many, select this page, clear the selection, and
 * for admins and managers activate, deactivate, feature, unfeature and delete.
 */
export function ProductSelectionBar() {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems, onSelect, data } = useListContext();
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'products', action: 'delete' });
  const { canAccess: canChangeStatus = false } = useCanAccess({ resource: 'products', action: 'status' });
  const bulk = useBulkProducts();
  if (!selectedIds.length) return null;

  const pageIds = (data ?? []).map((record) => record.id);
  const wholePageSelected = pageIds.every((id) => selectedIds.includes(id));

  return (
    <Paper
      elevation={3}
      data-testid="products-selection-bar"
      // Sticks under the app bar (dense on a desktop) so the actions stay at hand while scrolling the cards.
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        [`@media ${DESKTOP_QUERY}`]: { top: 48 },
        zIndex: 2,
        mb: 2,
        px: 2,
        py: 1.5,
        borderInlineStart: 4,
        borderColor: 'primary.main',
      }}
    >
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography fontWeight={700} aria-live="polite" sx={{ marginInlineEnd: 1 }}>
          {translate('bakery.products.list.selected', { smart_count: selectedIds.length })}
        </Typography>
        {!wholePageSelected ? (
          <Button
            size="small"
            startIcon={<CheckBoxIcon />}
            onClick={() => onSelect([...new Set([...selectedIds, ...pageIds])])}
          >
            {translate('bakery.products.list.select_page')}
          </Button>
        ) : null}
        <Button size="small" startIcon={<ClearIcon />} onClick={() => onUnselectItems()}>
          {translate('bakery.products.list.clear_selection')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {canChangeStatus
          ? STATUS_ACTIONS.map(({ action, label, icon }) => (
              <Button
                key={action}
                size="small"
                variant="outlined"
                startIcon={icon}
                disabled={bulk.isPending}
                onClick={() => bulk.mutate({ ids: selectedIds, action })}
              >
                {translate(`bakery.products.list.${label}`)}
              </Button>
            ))
          : null}
        {canDelete ? <BulkDeleteButton ids={selectedIds} bulk={bulk} /> : null}
      </Stack>
    </Paper>
  );
}
