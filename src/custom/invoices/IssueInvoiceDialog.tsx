import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { LINKS } from '../../registry/paths';
import { useNavigate } from 'react-router-dom';

/**
 * Issues one invoice for a shop's delivered orders not invoiced yet (POST /invoices), in a period when
 * given. The server's refusal (what the shop lacks, nothing to invoice) is shown in the dialog as sent.
 */
export function IssueInvoiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`bakery.invoices.${key}`);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const [shop, setShop] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const issue = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await dataProvider.create('invoices', { data: { store_id: shop, ...(from && { date_from: from }), ...(to && { date_to: to }) } });
      notify('bakery.invoices.issued', { type: 'success', messageArgs: { number: (data as { number?: string }).number ?? '' } });
      onClose();
      navigate(LINKS.invoices.show(data.id));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('issue')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField label={t('issue_shop')} value={shop} onChange={(event) => setShop(event.target.value)} inputMode="numeric" sx={{ mt: 1 }} />
        <TextField label={t('issue_from')} type="date" value={from} onChange={(event) => setFrom(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label={t('issue_to')} type="date" value={to} onChange={(event) => setTo(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('issue_cancel')}</Button>
        <Button variant="contained" onClick={issue} disabled={busy || !shop}>
          {t('issue_send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
