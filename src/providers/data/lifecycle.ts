import type { ResourceCallbacks } from 'react-admin';
import { orderUpdateBody } from '../../domain/orders/types';

// The resources whose write differs from the plain REST mapping, as react-admin lifecycle callbacks.

/** An order's PUT takes its own contract: the whole list of lines and the version the form loaded. */
const orderUpdate: ResourceCallbacks = {
  resource: 'orders',
  beforeUpdate: async (params) => ({
    ...params,
    data: orderUpdateBody(params.data as Record<string, unknown>, params.previousData as Record<string, unknown> | undefined),
  }),
};

export const lifecycleCallbacks: ResourceCallbacks[] = [orderUpdate];
