import { defineEntity } from '../entity';

/** The signed-in user's notifications (the bell), sent by the office. */
export const notificationsEntity = defineEntity({
  name: 'notifications',
  access: 'notifications',
  path: '/notifications',
  listKey: 'notifications',
  category: 'system',
});
