import type { EnumMessageName } from '../../domain/messages';

export type { EnumMessageName };

/** `enumLabelKey('order_status', 'draft')` -> 'bakery.enums.order_status.draft', for translate(). */
export function enumLabelKey(name: EnumMessageName, value: string): string {
  return `bakery.enums.${name}.${value}`;
}
