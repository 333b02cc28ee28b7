import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { ExportFileButton } from '../../../ui/ExportFileButton';
import { saveDownload } from '../../../ui/saveDownload';
import { serverMessage } from '../../../providers/failure';

type Format = 'csv' | 'json';

/**
 * CSV and JSON of the products the filters select (every page, not only the twelve on screen), written
 * by the server (GET /products/export): products_YYYY-MM-DD.csv or .json.
 */
export function ProductExportButtons() {
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { filterValues } = useListContext();
  const exportFile = useMutation({
    mutationFn: (format: Format) => dataProvider.exportProducts(format, filterValues),
    onSuccess: (download, format) => {
      saveDownload(download);
      notify('bakery.products.list.exported', { type: 'success', messageArgs: { format: format.toUpperCase() } });
    },
    onError: (error) => {
      const message = serverMessage(error);
      if (message) notify(message, { type: 'error', messageArgs: { _: message } });
      else notify('bakery.products.list.export_failed', { type: 'error' });
    },
  });

  return (
    <>
      <ExportFileButton format="csv" disabled={exportFile.isPending} onExport={() => exportFile.mutate('csv')} />
      <ExportFileButton format="json" disabled={exportFile.isPending} onExport={() => exportFile.mutate('json')} />
    </>
  );
}
