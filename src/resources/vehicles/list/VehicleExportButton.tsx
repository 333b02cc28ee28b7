import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { ExportFileButton } from '../../../ui/ExportFileButton';
import { saveDownload } from '../../../ui/saveDownload';
import { useVehicleFailure } from './vehicleNotices';

/** 'تصدير CSV': every vehicle of the fleet as the server writes it (GET /vehicles/export/csv). */
export function VehicleExportButton() {
  const notify = useNotify();
  const failure = useVehicleFailure();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const exportFile = useMutation({
    mutationFn: () => dataProvider.exportVehicles(),
    onSuccess: (download) => {
      saveDownload(download);
      notify('bakery.vehicle_list.export_done', { type: 'success' });
    },
    onError: (error) => failure(error, 'bakery.vehicle_list.export_failed'),
  });
  return <ExportFileButton format="csv" disabled={exportFile.isPending} onExport={() => exportFile.mutate()} />;
}
