import JoinInnerIcon from '@mui/icons-material/JoinInner';
import { LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatMoney } from '../../../i18n/format';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { productPaths } from '../../../registry/paths';
import { SectionCard } from '../../../ui/SectionCard';
import '../../../i18n/ar/pricing';

/** "Ordered together" (issue 30): what the shops that order this product also order, with their share. */
export function ProductTogetherCard({ id }: { id: number }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`bakery.pricing.product.${key}`, options);
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { data, isError } = useQuery({ queryKey: ['products', 'together', id], queryFn: () => dataProvider.productRecommendations(id), retry: false });
  return (
    <SectionCard title="bakery.pricing.product.together" icon={<JoinInnerIcon />} data-testid="product-together">
      {isError ? (
        <Typography color="text.secondary">{t('load_failed')}</Typography>
      ) : !data?.recommendations.length ? (
        <Typography color="text.secondary">{t('together_empty')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('together_hint', { count: data.shops })}
          </Typography>
          <List dense>
            {data.recommendations.map((row) => (
              <ListItem key={row.product_id} disableGutters data-testid="together-row">
                <ListItemText
                  primary={<Link to={productPaths.show(row.product_id)}>{row.name}</Link>}
                  secondary={`${formatMoney(row.price_eur)} · ${t('together_share', { share: `${Math.round(row.share * 100)}%` })}`}
                />
                <LinearProgress variant="determinate" value={row.share * 100} sx={{ width: 80, ms: 1 }} aria-hidden />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </SectionCard>
  );
}
