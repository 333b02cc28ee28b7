import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { saveDownload } from '../../../ui/saveDownload';

/** Downloads this vehicle's file: its details, expenses, maintenance and assignment history (CSV). */
export function VehicleExportButton({ id }: { id: Identifier }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [pending, setPending] = useState(false);

  const exportRecords = async () => {
    setPending(true);
    try {
      saveDownload(await dataProvider.exportVehicle(id));
      notify('bakery.vehicle_show.actions.exported', { type: 'success' });
    } catch {
      notify('bakery.vehicle_show.actions.export_failed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={() => void exportRecords()}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
    >
      {translate('bakery.vehicle_show.actions.export')}
    </Button>
  );
}
