import DataObjectIcon from '@mui/icons-material/DataObject';
import DownloadIcon from '@mui/icons-material/Download';
import { useMemo } from 'react';
import { ExportButton, useNotify, type Exporter } from 'react-admin';
import { EXPORT_MAX_ROWS, exportStores, type ExportFormat } from './storeExport';
import { useStoreRights } from './useStoreRights';

function useStoreExporter(format: ExportFormat): Exporter {
  const notify = useNotify();
  const { seesMoney } = useStoreRights();
  return useMemo(
    () => async (records) => {
      try {
        await exportStores(records, format, seesMoney);
        notify('bakery.stores.list.exported', { type: 'success', messageArgs: { format: format.toUpperCase() } });
      } catch {
        notify('bakery.stores.list.export_failed', { type: 'error' });
      }
    },
    [format, notify, seesMoney],
  );
}

/** CSV and JSON through react-admin's export: the list's filters and sort, up to the API's largest page. */
export function StoreExportButtons() {
  const csv = useStoreExporter('csv');
  const json = useStoreExporter('json');
  return (
    <>
      <ExportButton exporter={csv} maxResults={EXPORT_MAX_ROWS} label="bakery.stores.list.export_csv" icon={<DownloadIcon />} />
      <ExportButton exporter={json} maxResults={EXPORT_MAX_ROWS} label="bakery.stores.list.export_json" icon={<DataObjectIcon />} />
    </>
  );
}
