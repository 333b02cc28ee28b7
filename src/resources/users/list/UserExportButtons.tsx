import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { serverMessage } from '../../../providers/failure';
import { ExportFileButton } from '../../../ui/ExportFileButton';
import { saveDownload } from '../../../ui/saveDownload';

type Format = 'csv' | 'json';

/**
 * CSV and JSON of the employees the filters select (every page), written by the server
 * (GET /users/export): employees_{date}.csv or .json, without any secret.
 */
export function UserExportButtons() {
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { filterValues } = useListContext();
  const exportFile = useMutation({
    mutationFn: (format: Format) => dataProvider.exportUsers(format, filterValues),
    onSuccess: (download, format) => {
      saveDownload(download);
      notify('bakery.users.list.exported', { type: 'success', messageArgs: { format: format.toUpperCase() } });
    },
    onError: (error) => {
      const message = serverMessage(error);
      if (message) notify(message, { type: 'error', messageArgs: { _: message } });
      else notify('bakery.users.list.export_failed', { type: 'error' });
    },
  });
  return (
    <>
      <ExportFileButton format="csv" disabled={exportFile.isPending} onExport={() => exportFile.mutate('csv')} />
      <ExportFileButton format="json" disabled={exportFile.isPending} onExport={() => exportFile.mutate('json')} />
    </>
  );
}
