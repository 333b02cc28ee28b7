import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import { useMoveStore } from './useStoreListCalls';
import { useStoreRights } from './useStoreRights';

/**
 * The order column: the shop's position and the move buttons. Moving swaps a shop with its neighbour in
 * display_order, so it is offered only while the list shows that order unfiltered: elsewhere the
 * neighbour may be off screen and the move would look like nothing happened.
 */
export function StoreOrderCell() {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord>();
  const { data, page, perPage, total, sort, filterValues } = useListContext();
  const move = useMoveStore();
  // The list's order is office work (stores:details): a distributor sees the position, not the buttons.
  const { editsDetails } = useStoreRights();
  if (!record) return null;

  const index = data?.findIndex((row) => row.id === record.id) ?? -1;
  const position = (page - 1) * perPage + index + 1;
  const filtered = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== '' && value !== null);
  const orderShown = sort.field === 'display_order' && sort.order === 'ASC' && !filtered;
  const busy = move.isPending;
  const canUp = orderShown && !busy && position > 1;
  const canDown = orderShown && !busy && total !== undefined && position < total;
  const hint = orderShown ? null : translate('bakery.stores.list.move_unavailable');

  const button = (direction: 'up' | 'down', enabled: boolean) => {
    const label = translate(direction === 'up' ? 'bakery.stores.list.move_up' : 'bakery.stores.list.move_down');
    return (
      <Tooltip title={hint ?? label}>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            disabled={!enabled}
            onClick={() => move.mutate({ id: record.id, direction })}
          >
            {direction === 'up' ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    );
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: 24, fontWeight: 600, textAlign: 'center' }} data-testid="store-position">
        {index >= 0 ? formatNumber(position) : ''}
      </Typography>
      {editsDetails ? (
        <Stack>
          {button('up', canUp)}
          {button('down', canDown)}
        </Stack>
      ) : null}
    </Stack>
  );
}
