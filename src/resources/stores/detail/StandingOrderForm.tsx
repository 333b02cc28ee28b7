import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import type { StandingOrderRecord } from '../../../domain/standing';
import { standingMessages } from '../../../domain/standing';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { StandingValidity, type Validity } from './StandingValidity';
import { StandingWeekGrid } from './StandingWeekGrid';
import { linesOf, rowsOf, sizeNamesOf, wholeDay, type SizeOption, type WeekRow } from './standingWeek';
import { format, validation } from '../../../domain/messages';

interface Props {
  storeId: Identifier;
  record: StandingOrderRecord;
  today: string;
  products: readonly { id: number; name: string }[];
  sizes: ReadonlyMap<number, readonly SizeOption[]>;
  editable: boolean;
  calls: BakeryDataProvider;
  onSaved: () => Promise<unknown>;
}

/** The week grid, validity and pauses, and the save; it starts from the kept order (remounted after a save). */
export function StandingOrderForm({ storeId, record, today, products, sizes, editable, calls, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [rows, setRows] = useState<WeekRow[]>(() => rowsOf(record));
  // A product with sizes picked to add, its size not chosen yet: saving waits for it.
  const [pending, setPending] = useState<number | null>(null);
  const [validity, setValidity] = useState<Validity>(() => ({
    valid_from: record.valid_from ?? today,
    valid_until: record.valid_until,
    paused: record.paused,
  }));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save() {
    if (pending !== null) {
      setProblem(format(standingMessages.variantRequired, { name: products.find((product) => product.id === pending)?.name ?? '' }));
      return;
    }
    const lines = linesOf(rows);
    if (!lines) {
      setProblem(standingMessages.quantityInvalid);
      return;
    }
    const { valid_from: from, valid_until: until } = validity;
    const pauses = validity.paused.flatMap((pause) => (wholeDay(pause.from) && wholeDay(pause.to) ? [{ from: pause.from, to: pause.to }] : []));
    if (!wholeDay(from) || (until !== null && !wholeDay(until)) || pauses.length !== validity.paused.length) {
      setProblem(validation.dateInvalid);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await calls.saveStandingOrder(storeId, { lines, valid_from: from, valid_until: until, paused: pauses });
      notify('bakery.standing.saved', { type: 'success' });
      await onSaved();
    } catch (error) {
      // The server's first field message says which line or day is wrong; else its message.
      const failure = error as Error & { body?: { fieldErrors?: { message: string }[] } };
      setProblem(failure.body?.fieldErrors?.[0]?.message ?? failure.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <StandingWeekGrid
        rows={rows}
        products={products}
        sizes={sizes}
        sizeNames={sizeNamesOf(sizes, record)}
        pending={pending}
        onPending={setPending}
        editable={editable}
        onChange={setRows}
        advice={record}
      />
      <StandingValidity value={validity} editable={editable} onChange={setValidity} />
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      {editable && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={save} disabled={saving}>
          {translate('bakery.standing.save')}
        </Button>
      )}
    </>
  );
}
