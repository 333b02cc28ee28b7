import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ExportFormat, ReportName } from '../../domain/reports';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { ExportFileButton } from '../../ui/ExportFileButton';
import { saveDownload } from '../../ui/saveDownload';
import type { DayRange } from './period';

/**
 * 'تصدير CSV' and 'تصدير PDF': the server's files of the report's table for the range (GET
 * /reports/{report}/export, the same figures and Arabic headers as the table on the page). The PDF is
 * made on the server (right to left, the Cairo font, every row), so the page loads nothing more for it.
 */
export function ReportExportButton({ report, range, groupBy }: { report: ReportName; range: DayRange; groupBy?: string }) {
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const exportFile = useMutation({
    mutationFn: (format: ExportFormat) => dataProvider.exportReport(report, range, groupBy, format),
    onSuccess: (download) => {
      saveDownload(download);
      notify('bakery.reports.exported', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message || 'bakery.reports.export_failed', { type: 'error' }),
  });
  return (
    <span className="no-print" style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
      <ExportFileButton format="csv" onExport={() => exportFile.mutate('csv')} disabled={exportFile.isPending} />
      <ExportFileButton format="pdf" onExport={() => exportFile.mutate('pdf')} disabled={exportFile.isPending} />
    </span>
  );
}
