import PreviewIcon from '@mui/icons-material/Preview';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, RadioButtonGroupInput, SelectInput, required, useDataProvider, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { bakeryDate } from '../../domain/dates';
import type { BulkPriceChange } from '../../domain/pricing/records';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import type { BulkPricesBody } from '../../providers/data/pricingCalls';
import { AmountInput } from '../../ui/AmountInput';
import { DateInput } from '../../ui/DateInput';
import { BulkChangesTable } from './BulkChangesTable';
import { FormChangeWatch } from './FormChangeWatch';
import { refreshQueries } from '../../ui/queryCache';

interface Values {
  category: string;
  mode: 'percent' | 'amount';
  value: number;
  from: string;
}

const bodyOf = (values: Values, preview: boolean): BulkPricesBody => ({
  category: values.category,
  [values.mode]: values.value,
  from: values.from,
  preview,
});

/**
 * A percentage or an amount on a category, from a day: "معاينة" asks the server what each price would
 * become (nothing saved) and shows it; only then can those very values be saved. Changing the form
 * drops the preview, so what is saved is always what was shown.
 */
export function BulkPricePanel({ onHistory }: { onHistory: (productId: number) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const { data: categories } = useGetList<RaRecord & { code: string; name: string }>('categories', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'sort_order', order: 'ASC' },
  });
  const [shown, setShown] = useState<{ values: Values; changes: BulkPriceChange[]; saved: boolean } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: async ({ values, preview }: { values: Values; preview: boolean }) => ({
      values,
      preview,
      reply: await dataProvider.bulkPrices(bodyOf(values, preview)),
    }),
    onSuccess: ({ values, preview, reply }) => {
      setRefusal(null);
      setShown({ values, changes: reply.changes, saved: !preview });
      if (!preview) {
        notify(reply.message, { type: 'info', messageArgs: { _: reply.message } });
        void refreshQueries(queryClient, { queryKey: ['pricing'] });
        void refreshQueries(queryClient, { queryKey: ['products'] });
      }
    },
    onError: (error: Error) => setRefusal(error.message),
  });
  const t = (key: string) => translate(`bakery.pricing.bulk.${key}`);
  const choices = (categories ?? []).map((category) => ({ id: category.code, name: category.name || category.code }));
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('intro')}
          </Typography>
          <Form
            defaultValues={{ mode: 'percent', from: bakeryDate() }}
            onSubmit={(values: Record<string, unknown>) => run.mutate({ values: values as unknown as Values, preview: true })}
          >
            <FormChangeWatch onChange={() => setShown((current) => (current?.saved ? current : null))} />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
              <SelectInput
                source="category"
                choices={choices}
                translateChoice={false}
                label="bakery.pricing.bulk.category"
                validate={required('bakery.pricing.bulk.category_required')}
                sx={{ minWidth: 200 }}
                data-testid="bulk-category"
              />
              <RadioButtonGroupInput
                source="mode"
                label="bakery.pricing.bulk.mode"
                choices={[
                  { id: 'percent', name: 'bakery.pricing.bulk.mode_percent' },
                  { id: 'amount', name: 'bakery.pricing.bulk.mode_amount' },
                ]}
              />
              <AmountInput
                source="value"
                label="bakery.pricing.bulk.value"
                validate={required('bakery.pricing.bulk.value_required')}
                data-testid="bulk-value"
              />
              <DateInput source="from" label="bakery.pricing.bulk.from" isRequired />
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="outlined" startIcon={<PreviewIcon />} disabled={run.isPending} data-testid="bulk-preview">
                {t('preview')}
              </Button>
              <Button
                variant="contained"
                startIcon={<SaveIcon />}
                disabled={!shown || shown.saved || !shown.changes.length || run.isPending}
                onClick={() => shown && run.mutate({ values: shown.values, preview: false })}
                data-testid="bulk-save"
              >
                {t('save')}
              </Button>
            </Stack>
          </Form>
        </CardContent>
      </Card>
      {refusal && (
        <Alert severity="error" data-testid="bulk-refusal">
          {refusal}
        </Alert>
      )}
      {shown && <BulkChangesTable changes={shown.changes} saved={shown.saved} onHistory={onHistory} />}
    </Stack>
  );
}
