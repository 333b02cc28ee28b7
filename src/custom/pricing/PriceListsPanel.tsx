import AddIcon from '@mui/icons-material/Add';
import PriceChangeOutlinedIcon from '@mui/icons-material/PriceChangeOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { canAccess } from '../../domain/access';
import type { PriceList } from '../../domain/pricing/records';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { EmptyState } from '../../ui/EmptyState';
import { PriceListCard } from './PriceListCard';
import { PriceListDialog } from './PriceListDialog';

export const PRICE_LISTS_KEY = ['pricing', 'lists'] as const;

/** The price lists, each as a card; admins and managers add, edit and delete them. */
export function PriceListsPanel() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { permissions: role } = usePermissions();
  const canWrite = canAccess(role, 'price-lists', 'edit');
  const { data, isPending, isError } = useQuery({ queryKey: PRICE_LISTS_KEY, queryFn: () => dataProvider.priceLists() });
  const [editing, setEditing] = useState<PriceList | 'new' | null>(null);
  const add = canWrite ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="price-list-add">
      {translate('bakery.pricing.lists.add')}
    </Button>
  ) : null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {translate('bakery.pricing.lists.precedence')}
        </Typography>
        {add}
      </Stack>
      {isError && <Alert severity="error">{translate('bakery.pricing.lists.load_failed')}</Alert>}
      {!isPending && !isError && !data?.length && (
        <EmptyState icon={<PriceChangeOutlinedIcon />} title="bakery.pricing.lists.empty" hint="bakery.pricing.lists.empty_hint" />
      )}
      {data?.map((list) => (
        <PriceListCard key={list.id} list={list} onEdit={canWrite ? () => setEditing(list) : undefined} canDelete={canWrite} />
      ))}
      {editing && <PriceListDialog list={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
