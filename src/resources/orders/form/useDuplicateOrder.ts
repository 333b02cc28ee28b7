import { useEffect, useMemo, useRef } from 'react';
import { useGetOne, useNotify } from 'react-admin';
import { parseRecordId } from '../../../domain/schemas/common';
import type { OrderDetail } from '../../../domain/orders/types';
import { duplicateValues, type OrderCreateValues } from './orderCreateRules';
import type { ProductOption } from './useOrderReferences';

/**
 * /orders/create?duplicate={id}: that order's shop, lines and notes as the form's starting values.
 * When it cannot be loaded the form starts empty and says so; lines whose product can no longer be
 * ordered are left out, also said.
 */
export function useDuplicateOrder(
  param: string | null,
  productById: ReadonlyMap<number, ProductOption>,
  productsReady: boolean,
): { values?: OrderCreateValues; order?: OrderDetail; isPending: boolean } {
  const notify = useNotify();
  const id = parseRecordId(param);
  const { data, isPending, error } = useGetOne<OrderDetail>(
    'orders',
    { id: id ?? 0 },
    { enabled: id !== null, retry: false },
  );
  const failed = (param !== null && id === null) || Boolean(error);

  useEffect(() => {
    if (failed) notify('bakery.orders.form.duplicate_load_failed', { type: 'error' });
  }, [failed, notify]);

  const result = useMemo(
    () => (data && productsReady ? duplicateValues(data, new Set(productById.keys())) : undefined),
    [data, productById, productsReady],
  );

  const told = useRef(false);
  useEffect(() => {
    if (result && result.dropped > 0 && !told.current) {
      told.current = true;
      notify('bakery.orders.form.duplicate_dropped', { type: 'warning', messageArgs: { smart_count: result.dropped } });
    }
  }, [result, notify]);

  return { values: result?.values, order: data, isPending: id !== null && isPending && !error };
}
