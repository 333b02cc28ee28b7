import { useTranslate } from 'react-admin';
import type { FigureSet } from '../../../ui/charts/figures';
import { FigureTable } from '../../../ui/charts/FigureTable';
import { MiniBars } from '../../../ui/charts/MiniBars';
import { CardFrame } from './CardFrame';
import { useCardQuery } from './useCardQuery';

const TOP = 5;

/** The five products that sold most in the last 30 days (GET /dashboard/top-performers), with their figures. */
export function TopProductsCard() {
  const translate = useTranslate();
  const t = (key: string) => translate(`bakery.dashboard.cards.${key}`);
  const query = useCardQuery(['top-products', TOP], (provider) => provider.topProducts('month', TOP));
  const set: FigureSet | null = query.data
    ? {
        category: { key: 'name', label: t('product'), kind: 'text' },
        series: [
          { key: 'amount_eur', label: t('amount'), kind: 'money' },
          { key: 'quantity', label: t('quantity'), kind: 'count' },
        ],
        drawn: ['amount_eur'],
        rows: query.data.items.map((item) => ({ name: item.name, amount_eur: item.amount_eur, quantity: item.quantity })),
      }
    : null;
  return (
    <CardFrame titleKey="bakery.dashboard.cards.top_products" testId="card-top_products" query={query}>
      {set ? (
        <>
          <MiniBars set={set} label={t('top_products')} height={64} />
          <FigureTable set={set} caption={t('top_products')} emptyText={t('empty')} testId="dashboard-top-products-table" />
        </>
      ) : null}
    </CardFrame>
  );
}
