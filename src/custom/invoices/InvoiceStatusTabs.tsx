import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useListContext, useTranslate } from 'react-admin';
import { INVOICE_STATUSES } from '../../domain/invoices/rules';

/** The status filter as tabs (all, open, partly paid, paid, overdue, credited), kept with the list's other filters. */
export function InvoiceStatusTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = typeof filterValues.status === 'string' ? filterValues.status : 'all';
  const choose = (value: string) => {
    const { status: _status, ...others } = filterValues as Record<string, unknown>;
    setFilters(value === 'all' ? others : { ...others, status: value }, displayedFilters);
  };
  return (
    <Tabs value={current} onChange={(_event, value: string) => choose(value)} variant="scrollable" allowScrollButtonsMobile>
      <Tab value="all" label={translate('bakery.invoices.all')} />
      {INVOICE_STATUSES.map((value) => (
        <Tab key={value} value={value} label={translate(`bakery.invoices.status.${value}`)} />
      ))}
    </Tabs>
  );
}
