import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ExpenseType } from '../../domain/enums';
import type { VehicleRecord } from '../../providers/data/vehicleCalls';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { formResolver } from '../../ui/formSchema';
import { InvalidFormToast } from '../../ui/InvalidFormToast';
import { ExpenseInputs } from './ExpenseInputs';
import { expenseDefaults, expenseFormSchema, toExpensePayload, type ExpenseFormValues } from './expenseForm';

interface ExpenseDialogProps {
  /** Open with this type preset ('' for none); null when closed. */
  presetType: ExpenseType | '' | null;
  /** The office picks the vehicle; a distributor records for `ownVehicle`. */
  office: boolean;
  ownVehicle: VehicleRecord | null;
  onClose: () => void;
  onRecorded: () => void;
}

function SubmitButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="expense-submit">
      {translate('bakery.expenses.dialog.submit')}
    </Button>
  );
}

/** What the server said, if it answered: a lost connection gets the spec's own failure text. */
function serverMessage(error: unknown): string | undefined {
  const message = (error as { body?: { message?: unknown } } | null)?.body?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The server's field errors of a refused record (400 errors[]), as the form's shape. */
function serverFieldErrors(error: unknown): Record<string, unknown> | undefined {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
  if (!errors) return undefined;
  // A field-less error is the toast's; the form shows only those beside a field.
  const { root: _root, ...fields } = errors;
  return Object.keys(fields).length ? fields : undefined;
}

/**
 * The add-expense dialog of spec 002 (section 5's rules, section 8's messages). Success closes it (the
 * next opening starts from fresh defaults) and refreshes the list and its cards; a refusal keeps it open
 * with the server's message, and the field it names shows its own beside it (a km below the van's).
 */
export function ExpenseDialog({ presetType, office, ownVehicle, onClose, onRecorded }: ExpenseDialogProps) {
  const translate = useTranslate();
  // On a phone the form takes the whole screen: no margins around it, and its buttons stay in reach.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const record = useMutation({
    mutationFn: (values: ExpenseFormValues) => dataProvider.recordExpense(toExpensePayload(values, office)),
  });
  const resolver = useMemo(() => formResolver(expenseFormSchema(office)), [office]);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await record.mutateAsync(values as unknown as ExpenseFormValues);
      notify('bakery.expenses.dialog.saved', { type: 'success' });
      onRecorded();
      onClose();
      return undefined;
    } catch (error) {
      const message = serverMessage(error);
      if (message) notify(message, { type: 'error', messageArgs: { _: message } });
      else notify('bakery.expenses.dialog.failed', { type: 'error' });
      return serverFieldErrors(error);
    }
  };

  const open = presetType !== null;
  return (
    <Dialog
      open={open}
      onClose={() => !record.isPending && onClose()}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby="expense-dialog-title"
      data-testid="expense-dialog"
    >
      {open ? (
        <Form
          defaultValues={expenseDefaults(presetType)}
          resolver={resolver}
          onSubmit={submit}
          disableInvalidFormNotification
          noValidate
        >
          <InvalidFormToast />
          <DialogTitle id="expense-dialog-title">{translate('bakery.expenses.dialog.title')}</DialogTitle>
          <DialogContent>
            <ExpenseInputs office={office} ownVehicle={ownVehicle} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={record.isPending}>
              {translate('bakery.expenses.dialog.cancel')}
            </Button>
            <SubmitButton />
          </DialogActions>
        </Form>
      ) : null}
    </Dialog>
  );
}
