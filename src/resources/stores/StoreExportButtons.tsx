import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { ExportFileButton } from '../../ui/ExportFileButton';
import { EXPORT_MAX_ROWS, exportStores, type ExportFormat } from './storeExport';
import { useStoreRights } from './useStoreRights';

/**
 * CSV and JSON of the shops the list's filters and sort select (every page, up to the API's largest
 * page), as react-admin's export asks for them, written here.
 */
export function StoreExportButtons() {
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { seesMoney } = useStoreRights();
  const { filter, filterValues, sort, total } = useListContext();
  const exportFile = useMutation({
    mutationFn: async (format: ExportFormat) => {
      const { data } = await dataProvider.getList('stores', {
        sort,
        filter: filter ? { ...filterValues, ...filter } : filterValues,
        pagination: { page: 1, perPage: EXPORT_MAX_ROWS },
      });
      await exportStores(data, format, seesMoney);
    },
    onSuccess: (_done, format) =>
      notify('bakery.stores.list.exported', { type: 'success', messageArgs: { format: format.toUpperCase() } }),
    onError: () => notify('bakery.stores.list.export_failed', { type: 'error' }),
  });
  const disabled = exportFile.isPending || total === 0;
  return (
    <>
      <ExportFileButton format="csv" disabled={disabled} onExport={() => exportFile.mutate('csv')} />
      <ExportFileButton format="json" disabled={disabled} onExport={() => exportFile.mutate('json')} />
    </>
  );
}
