import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ReportName } from '../../domain/reports';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { ExportFileButton } from '../../ui/ExportFileButton';
import { saveDownload } from '../../ui/saveDownload';
import type { DayRange } from './period';

/**
 * 'تصدير CSV': the server's file of the report's table for the range (GET /reports/{report}/export, the
 * same figures and Arabic headers as the table on the page, written with the project's CSV library).
 */
export function ReportExportButton({ report, range, groupBy }: { report: ReportName; range: DayRange; groupBy?: string }) {
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const exportFile = useMutation({
    mutationFn: () => dataProvider.exportReport(report, range, groupBy),
    onSuccess: (download) => {
      saveDownload(download);
      notify('bakery.reports.exported', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message || 'bakery.reports.export_failed', { type: 'error' }),
  });
  return (
    <span className="no-print">
      <ExportFileButton format="csv" onExport={() => exportFile.mutate()} disabled={exportFile.isPending} />
    </span>
  );
}
