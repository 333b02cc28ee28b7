import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { StatementImport } from '../../domain/statements/records';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { errorMessage } from '../../providers/failure';

/** The file chooser and the import: the server's refusal (Arabic, saying what is wrong) shows under it. */
export function StatementUpload({ onImported }: { onImported: (statement: StatementImport) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => dataProvider.importStatement(chosen),
    onSuccess: ({ statement, message }) => {
      notify(message, { type: 'success', messageArgs: { _: message } });
      setFile(null);
      if (input.current) input.current.value = '';
      onImported(statement);
    },
  });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
          {translate('bakery.statements.choose')}
          <input
            ref={input}
            hidden
            type="file"
            accept=".xml,.cod,.coda,.txt,application/xml,text/xml,text/plain"
            data-testid="statement-file"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              upload.reset();
            }}
          />
        </Button>
        <Typography variant="body2" dir="ltr" data-testid="statement-file-name">
          {file?.name ?? ''}
        </Typography>
        <Button variant="contained" disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)} data-testid="statement-import">
          {translate('bakery.statements.import')}
        </Button>
      </Stack>
      {upload.isError ? (
        <Alert severity="error" data-testid="statement-error">
          {errorMessage(upload.error)}
        </Alert>
      ) : null}
      {upload.data && upload.data.statement.duplicates > 0 ? (
        <Alert severity="info" data-testid="statement-duplicates">
          {translate('bakery.statements.duplicates', { count: upload.data.statement.duplicates })}
        </Alert>
      ) : null}
    </Stack>
  );
}
