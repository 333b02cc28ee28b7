import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { ExportFileButton } from '../../../ui/ExportFileButton';
import { saveDownload } from '../../../ui/saveDownload';
import { messageOr } from '../orderFailure';
import { useOrderBanner } from './OrderBanner';

type Format = 'csv' | 'json';

/** JSON and CSV of every order the filters select, written by the server (GET /orders/export). */
export function OrderExportButtons() {
  const translate = useTranslate();
  const banner = useOrderBanner();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { filterValues } = useListContext();
  const exportFile = useMutation({
    mutationFn: (format: Format) => dataProvider.exportOrders(format, filterValues),
    onSuccess: (download, format) => {
      saveDownload(download);
      banner('success', { text: translate('bakery.orders.list.exported', { format: format.toUpperCase() }) });
    },
    onError: (error) => banner('error', messageOr(error, 'bakery.orders.list.export_failed')),
  });

  return (
    <>
      <ExportFileButton format="json" disabled={exportFile.isPending} onExport={() => exportFile.mutate('json')} />
      <ExportFileButton format="csv" disabled={exportFile.isPending} onExport={() => exportFile.mutate('csv')} />
    </>
  );
}
