import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { bakeryDate } from '../../../domain/dates';
import { standingMessages } from '../../../domain/standing';
import { SectionCard } from '../../../ui/SectionCard';
import { StandingExceptions } from './StandingExceptions';
import { StandingValidity, type Validity } from './StandingValidity';
import { StandingWeekGrid } from './StandingWeekGrid';
import { linesOf, rowsOf, type WeekRow } from './standingWeek';
import { useStanding } from './useStanding';
import '../../../i18n/ar/standing';

/**
 * The shop's standing order (issue 30): a week grid of products by weekdays, its validity and pauses
 * (admins and managers edit), and the one-off changes (also a cashier).
 */
export function StandingOrderCard({ storeId }: { storeId: Identifier }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { record, products, edits, changesDays, calls, reload } = useStanding(storeId);
  const today = bakeryDate();
  const [rows, setRows] = useState<WeekRow[]>([]);
  const [validity, setValidity] = useState<Validity>({ valid_from: today, valid_until: '', paused: [] });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // The form starts from what the server keeps, again after each save.
  useEffect(() => {
    if (!record.data) return;
    setRows(rowsOf(record.data));
    setValidity({ valid_from: record.data.valid_from ?? today, valid_until: record.data.valid_until ?? '', paused: record.data.paused });
  }, [record.data, today]);

  async function save() {
    const lines = linesOf(rows);
    if (!lines) {
      setProblem(standingMessages.quantityInvalid);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await calls.saveStandingOrder(storeId, { lines, valid_from: validity.valid_from, valid_until: validity.valid_until || null, paused: validity.paused });
      notify('bakery.standing.saved', { type: 'success' });
      await reload();
    } catch (error) {
      const failure = error as Error & { body?: { errors?: { message: string }[] } };
      setProblem(failure.body?.errors?.[0]?.message ?? failure.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <SectionCard title="bakery.standing.title" icon={<EventRepeatIcon />} data-testid="standing-order">
      {record.isPending ? (
        <CircularProgress size={24} aria-label={translate('bakery.standing.loading')} />
      ) : !record.data ? (
        <Alert severity="error">{translate('bakery.standing.load_failed')}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('bakery.standing.subtitle', { cutoff: record.data.cutoff_time })}
          </Typography>
          {!record.data.exists && <Alert severity="info">{translate('bakery.standing.none_yet')}</Alert>}
          <StandingWeekGrid rows={rows} products={products} editable={edits} onChange={setRows} />
          <StandingValidity value={validity} editable={edits} onChange={setValidity} />
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {problem}
            </Alert>
          )}
          {edits && (
            <Button variant="contained" sx={{ mt: 2 }} onClick={save} disabled={saving}>
              {translate('bakery.standing.save')}
            </Button>
          )}
          <StandingExceptions
            storeId={storeId}
            record={record.data}
            today={today}
            products={products}
            allowed={changesDays}
            calls={calls}
            onSaved={() => void reload()}
          />
        </>
      )}
    </SectionCard>
  );
}
