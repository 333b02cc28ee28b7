import { useEffect, useMemo } from 'react';
import { useGetOne, useNotify } from 'react-admin';
import type { Product } from '../../../domain/products/rules';
import { duplicateValues } from './productPayload';
import { parseRecordId } from '../../../domain/schemas/common';
import type { ProductFormValues } from './productFormRules';

/**
 * /products/create?duplicate={id}: loads that product and turns it into the form's starting values.
 * When it cannot be loaded the form starts empty with the spec's notice.
 */
export function useDuplicateSource(param: string | null): { values?: ProductFormValues; isPending: boolean } {
  const notify = useNotify();
  const id = parseRecordId(param);
  const { data, isPending, error } = useGetOne<Product>(
    'products',
    { id: id ?? 0 },
    { enabled: id !== null, retry: false },
  );
  const failed = (param !== null && id === null) || Boolean(error);

  useEffect(() => {
    if (failed) notify('bakery.products.form.duplicate_load_failed', { type: 'error' });
  }, [failed, notify]);

  const values = useMemo(() => (data ? duplicateValues(data as ProductFormValues) : undefined), [data]);
  return { values, isPending: id !== null && isPending && !error };
}
