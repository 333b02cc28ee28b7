import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ImportRowError } from '../../../domain/products/rules';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { ImportErrorsDialog } from './ImportErrorsDialog';
import { serverMessage } from '../../../providers/failure';

function rowErrorsOf(error: unknown): ImportRowError[] {
  // The data provider keeps the server's `errors` list as body.fieldErrors.
  const list = (error as { body?: { fieldErrors?: unknown } } | null)?.body?.fieldErrors;
  return Array.isArray(list)
    ? (list.filter((item) => typeof (item as ImportRowError)?.row === 'number') as ImportRowError[])
    : [];
}

/**
 * Imports a CSV with the export's header (POST /products/import). The server saves every row or none:
 * a refused file opens the list of its invalid rows.
 */
export function ProductImportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[] | null>(null);
  const importFile = useMutation({
    mutationFn: (file: File) => dataProvider.importProducts(file),
    onSuccess: ({ imported }) => {
      notify('bakery.products.list.imported', { type: 'success', messageArgs: { smart_count: imported } });
      refresh();
    },
    onError: (error) => {
      const rows = rowErrorsOf(error);
      if (rows.length) setRowErrors(rows);
      const message = serverMessage(error);
      if (message) notify(message, { type: 'error', messageArgs: { _: message } });
      else notify('bakery.products.list.import_failed', { type: 'error' });
    },
  });

  return (
    <>
      <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={importFile.isPending} onClick={() => input.current?.click()}>
        {translate('bakery.products.list.import')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="products-import-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again, once fixed, fires a change.
          event.target.value = '';
          if (file) importFile.mutate(file);
        }}
      />
      <ImportErrorsDialog errors={rowErrors} onClose={() => setRowErrors(null)} />
    </>
  );
}
