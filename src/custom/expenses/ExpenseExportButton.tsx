import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { ExportFileButton } from '../../ui/ExportFileButton';
import { saveDownload } from '../../ui/saveDownload';

/** 'تصدير CSV': the server's file of the expenses the list's filters select (a distributor's own only). */
export function ExpenseExportButton() {
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { filterValues } = useListContext();
  const exportFile = useMutation({
    mutationFn: () => dataProvider.exportExpenses(filterValues),
    onSuccess: (download) => {
      saveDownload(download);
      notify('bakery.expenses.exported', { type: 'success' });
    },
    onError: () => notify('bakery.expenses.export_failed', { type: 'error' }),
  });
  return <ExportFileButton format="csv" onExport={() => exportFile.mutate()} disabled={exportFile.isPending} />;
}
