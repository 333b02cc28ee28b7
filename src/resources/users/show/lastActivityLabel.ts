import { lastActivity } from '../../../domain/users/rules';
import type { Translate } from '../../../i18n/format';

/**
 * The spec's last-activity buckets in words. The hours and days go through the shared counted messages
 * (bakery.time), so "منذ ساعتين" and "منذ 5 أيام" take their Arabic plural forms.
 */
export function lastActivityLabel(at: string | null | undefined, translate: Translate, now: Date = new Date()): string {
  const activity = lastActivity(at, now);
  switch (activity.bucket) {
    case 'never':
      return translate('bakery.employee_page.last_activity.never');
    case 'online':
      return translate('bakery.employee_page.last_activity.online');
    case 'hours':
      return translate('bakery.time.hours_ago', { smart_count: activity.hours });
    case 'yesterday':
      return translate('bakery.employee_page.last_activity.yesterday');
    case 'days':
      return translate('bakery.time.days_ago', { smart_count: activity.days });
  }
}
