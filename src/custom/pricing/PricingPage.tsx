import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { BulkPricePanel } from './BulkPricePanel';
import { PriceHistoryPanel } from './PriceHistoryPanel';
import { PriceListsPanel } from './PriceListsPanel';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/pricing';

const TABS = ['lists', 'bulk', 'history'] as const;
type TabName = (typeof TABS)[number];

/** /pricing: the tab is in the address (?tab=history&product=12), so a link can open the history of one product. */
export default function PricingPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabName = TABS.includes(asked as TabName) ? (asked as TabName) : 'lists';
  const open = (next: TabName, extra: Record<string, string> = {}) => setParams({ tab: next, ...extra });
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 } }} data-testid="pricing-page">
      <Title title={translate('bakery.pricing.title')} />
      <Typography variant="h5" component="h1" fontWeight={700}>
        {translate('bakery.pricing.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('bakery.pricing.subtitle')}
      </Typography>
      <Tabs value={tab} onChange={(_event, next: TabName) => open(next)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`bakery.pricing.tabs.${name}`)} data-testid={`pricing-tab-${name}`} />
        ))}
      </Tabs>
      {tab === 'lists' && <PriceListsPanel />}
      {tab === 'bulk' && <BulkPricePanel onHistory={(id) => open('history', { product: String(id) })} />}
      {tab === 'history' && (
        <PriceHistoryPanel productId={params.get('product')} onProduct={(id) => open('history', id ? { product: String(id) } : {})} />
      )}
    </Box>
  );
}
