import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { AutocompleteInput, Form, ReferenceInput, SaveButton, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LINKS } from '../../registry/paths';
import { DateInput } from '../../ui/DateInput';
import { issueBody, validateIssue, type IssueValues } from './issueValues';

/**
 * Issues one invoice for a shop's delivered orders not invoiced yet (POST /invoices), in a period when
 * given. The shop is picked by name; the server's refusal (what the shop lacks, nothing to invoice) is
 * shown in the dialog as sent.
 */
export function IssueInvoiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`bakery.invoices.${key}`);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setError(null);
    onClose();
  };
  const issue = async (values: IssueValues) => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await dataProvider.create('invoices', { data: issueBody(values) });
      notify('bakery.invoices.issued', { type: 'success', messageArgs: { number: (data as { number?: string }).number ?? '' } });
      close();
      navigate(LINKS.invoices.show(data.id));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{t('issue')}</DialogTitle>
      <Form
        defaultValues={{ store_id: null, date_from: null, date_to: null }}
        validate={(values: Record<string, unknown>) => validateIssue(values as IssueValues)}
        onSubmit={(values: Record<string, unknown>) => issue(values as IssueValues)}
      >
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={1}>
            {error && (
              <Alert severity="error" data-testid="issue-refusal">
                {error}
              </Alert>
            )}
            <ReferenceInput source="store_id" reference="stores" perPage={50} sort={{ field: 'name', order: 'ASC' }}>
              <AutocompleteInput optionText="name" label="bakery.invoices.issue_shop" filterToQuery={(q: string) => ({ q })} fullWidth isRequired />
            </ReferenceInput>
            <DateInput source="date_from" label="bakery.invoices.issue_from" fullWidth />
            <DateInput source="date_to" label="bakery.invoices.issue_to" fullWidth />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('issue_cancel')}</Button>
          <SaveButton label="bakery.invoices.issue_send" alwaysEnable={!busy} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
