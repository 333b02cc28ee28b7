import { defineEntity } from '../entity';

/** The audit trail, read by admins; its rights are the access table's `audit` row. */
export const logsEntity = defineEntity({
  name: 'logs',
  access: 'audit',
  path: '/logs',
  listKey: 'logs',
  category: 'system',
});
