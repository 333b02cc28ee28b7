import EditIcon from '@mui/icons-material/Edit';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PriceList } from '../../domain/pricing/records';
import { formatDate, formatMoney } from '../../i18n/format';
import { PriceListDeleteButton } from './PriceListDeleteButton';

/** One price list: its shops, its days and its rules. */
export function PriceListCard({ list, onEdit, canDelete }: { list: PriceList; onEdit?: () => void; canDelete: boolean }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`bakery.pricing.lists.${key}`, options);
  return (
    <Card variant="outlined" data-testid="price-list-card">
      <CardContent>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {list.name}
          </Typography>
          <Chip size="small" color={list.scope === 'store' ? 'primary' : 'default'} label={t(`scope_${list.scope}`)} />
          <Typography variant="body2" color="text.secondary">
            {`${formatDate(list.valid_from)} – ${list.valid_until ? formatDate(list.valid_until) : t('open_ended')}`}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {`${t('shops')}: ${list.store_names.join('، ')}`}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {list.rules.map((rule) => (
            <Chip
              key={rule.id}
              variant="outlined"
              label={`${rule.product_name ?? rule.category_name ?? rule.category ?? ''}: ${
                rule.price_eur !== null ? formatMoney(rule.price_eur) : t('rule_discount_value', { percent: rule.discount_percent })
              }`}
            />
          ))}
        </Stack>
      </CardContent>
      {(onEdit || canDelete) && (
        <CardActions>
          {onEdit && (
            <Button startIcon={<EditIcon />} onClick={onEdit}>
              {t('edit')}
            </Button>
          )}
          {canDelete && <PriceListDeleteButton list={list} />}
        </CardActions>
      )}
    </Card>
  );
}
