import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  Form,
  ReferenceArrayInput,
  ResourceContextProvider,
  SaveButton,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Button, DialogActions, Stack } from '@mui/material';
import { bakeryDate } from '../../domain/dates';
import type { PriceList } from '../../domain/pricing/records';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import type { PriceListBody } from '../../providers/data/pricingCalls';
import { DateInput } from '../../ui/DateInput';
import { PriceListRules } from './PriceListRules';
import { refreshQueries } from '../../ui/queryCache';

type RuleValues = {
  product_id?: number | null;
  category?: string | null;
  price_eur?: number | null;
  discount_percent?: number | null;
};
type Values = Omit<PriceListBody, 'rules'> & { rules: RuleValues[] };

const blank = (value: unknown) => (value === undefined || value === '' ? null : value);

/** What the form holds, as the API takes it: empty inputs are null, never '' or undefined. */
function bodyOf(values: Values): PriceListBody {
  return {
    name: values.name,
    store_ids: values.store_ids ?? [],
    valid_from: values.valid_from,
    valid_until: blank(values.valid_until) as string | null,
    notes: blank(values.notes) as string | null,
    rules: (values.rules ?? []).map((rule) => ({
      product_id: blank(rule.product_id) as number | null,
      category: blank(rule.category) as string | null,
      price_eur: blank(rule.price_eur) as number | null,
      discount_percent: blank(rule.discount_percent) as number | null,
    })),
  };
}

/** Creates or edits a whole price list; the server checks it and its refusal is shown in the dialog. */
export function PriceListDialog({ list, onClose }: { list: PriceList | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: Values) => dataProvider.savePriceList(bodyOf(values), list?.id),
    onSuccess: () => {
      notify('bakery.pricing.lists.saved', { type: 'info' });
      void refreshQueries(queryClient, { queryKey: ['pricing'] });
      onClose();
    },
    onError: (error: Error) => setRefusal(error.message),
  });
  const defaults: Values = list
    ? {
        name: list.name,
        store_ids: list.store_ids,
        valid_from: list.valid_from,
        valid_until: list.valid_until,
        notes: list.notes,
        rules: list.rules.map(({ product_id, category, price_eur, discount_percent }) => ({
          product_id,
          category,
          price_eur,
          discount_percent,
        })),
      }
    : { name: '', store_ids: [], valid_from: bakeryDate(), valid_until: null, notes: null, rules: [{}] };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="price-list-dialog">
      <DialogTitle>{translate(list ? 'bakery.pricing.lists.edit' : 'bakery.pricing.lists.add')}</DialogTitle>
      {/* The rules' iterator reads a resource; the page is not one, so the lists' API name is given. */}
      <ResourceContextProvider value="price-lists">
        <Form
          defaultValues={defaults}
          onSubmit={(values: Record<string, unknown>) => save.mutate(values as unknown as Values)}
        >
          <DialogContent>
            <Stack spacing={1}>
              {refusal && (
                <Alert severity="error" data-testid="price-list-refusal">
                  {refusal}
                </Alert>
              )}
              <TextInput source="name" label="bakery.pricing.lists.name" fullWidth isRequired />
              <ReferenceArrayInput
                source="store_ids"
                reference="stores"
                perPage={500}
                sort={{ field: 'name', order: 'ASC' }}
              >
                <AutocompleteArrayInput optionText="name" label="bakery.pricing.lists.shops" fullWidth isRequired />
              </ReferenceArrayInput>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <DateInput source="valid_from" label="bakery.pricing.lists.valid_from" isRequired fullWidth />
                <DateInput source="valid_until" label="bakery.pricing.lists.valid_until" fullWidth />
              </Stack>
              <PriceListRules />
              <TextInput source="notes" label="bakery.pricing.lists.notes" fullWidth multiline />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('bakery.pricing.lists.cancel')}</Button>
            <SaveButton
              label="bakery.pricing.lists.save"
              alwaysEnable={!save.isPending}
              data-testid="price-list-save"
            />
          </DialogActions>
        </Form>
      </ResourceContextProvider>
    </Dialog>
  );
}
