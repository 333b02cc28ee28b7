import DataObjectIcon from '@mui/icons-material/DataObject';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { saveDownload } from '../../../ui/saveDownload';
import { serverMessage } from '../../../providers/failure';

type Format = 'csv' | 'json';

/**
 * CSV and JSON of the products the filters select (every page, not only the twelve on screen), written
 * by the server (GET /products/export): products_YYYY-MM-DD.csv or .json.
 */
export function ProductExportButtons() {
  const translate = useTranslate();
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
      <Button startIcon={<DownloadIcon />} disabled={exportFile.isPending} onClick={() => exportFile.mutate('csv')}>
        {translate('bakery.products.list.export_csv')}
      </Button>
      <Button startIcon={<DataObjectIcon />} disabled={exportFile.isPending} onClick={() => exportFile.mutate('json')}>
        {translate('bakery.products.list.export_json')}
      </Button>
    </>
  );
}
