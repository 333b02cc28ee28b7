import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EMPTY_VALUE } from '../../i18n/format';
import { useValueText } from '../../ui/useValueText';
// The records' field names, as their own screens label them (each area's texts join the catalogue here).
import '../../i18n/ar/orders';
import '../../i18n/ar/products';
import '../../i18n/ar/stores';
import '../../i18n/ar/users';
import '../../i18n/ar/vehicles';

/** Where an audit entry's record kind finds the labels of its fields. */
const FIELD_LABELS: Record<string, string> = {
  order: 'resources.orders.fields',
  payment: 'resources.payments.fields',
  product: 'resources.products.fields',
  category: 'resources.categories.fields',
  store: 'resources.stores.fields',
  user: 'resources.users.fields',
  vehicle: 'resources.vehicles.fields',
  settings: 'bakery.settings.fields',
};

interface Props {
  entity: string;
  action: string;
  changes: unknown;
}

const empty = (item: unknown) => item === null || item === undefined || item === '';

/**
 * What an audit entry changed, one field a line: its label as the record's own screen names it (the
 * server's name when no screen labels it) and the value as written, left to right; a new record's
 * empty fields are left out. Not a JSON dump.
 */
export function AuditChanges({ entity, action, changes }: Props) {
  const translate = useTranslate();
  const text = useValueText();
  if (changes == null) return null;
  const fields = FIELD_LABELS[entity];
  const label = (key: string) => (fields ? translate(`${fields}.${key}`, { _: key }) : key);
  const value = (item: unknown) => (empty(item) ? EMPTY_VALUE : text(item));
  const all = typeof changes === 'object' && !Array.isArray(changes) ? Object.entries(changes) : [['', changes] as const];
  // A new record's empty fields say nothing; an edit that empties a field says it (a dash).
  const entries = action === 'create' ? all.filter(([, item]) => !empty(item)) : all;
  return (
    <Box component="dl" data-testid="audit-changes" sx={{ m: 0, fontSize: 12, color: 'text.secondary' }}>
      {entries.map(([key, item]) => (
        <Box key={key} sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {key ? <Box component="dt">{label(key)}:</Box> : null}
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <bdi dir="ltr">{value(item)}</bdi>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
