import { useTranslate } from 'react-admin';
import { formatNumber } from '../i18n/format';

/** Arabic lists read 'قمح، حليب'. */
const LIST_SEPARATOR = '، ';

/**
 * A stored value as a reader sees it: a list joined the Arabic way, a number formatted, yes or no for a
 * switch, an object as written; anything else as text.
 */
export function useValueText(): (item: unknown) => string {
  const translate = useTranslate();
  const text = (item: unknown): string => {
    if (Array.isArray(item)) return item.map(text).join(LIST_SEPARATOR);
    if (typeof item === 'number') return formatNumber(item);
    if (typeof item === 'boolean') return translate(item ? 'bakery.common.yes' : 'bakery.common.no');
    if (item && typeof item === 'object') return JSON.stringify(item);
    return String(item);
  };
  return text;
}
