import type { ChipProps } from '@mui/material';
import type { EnumMessageName } from '../i18n/ar/enums';

export interface EnumChipStyle {
  colours: Readonly<Record<string, ChipProps['color']>>;
  /** The colour of a value missing from `colours`. */
  otherwise: ChipProps['color'];
  variant?: ChipProps['variant'];
  /** Screens and tests find the badge by it. */
  testId?: string;
}

/**
 * How each enum shown as a badge looks. The colours are the ones each screen had before the badges were
 * merged, so a status reads the same on every page.
 */
export const ENUM_CHIP_STYLES = {
  order_status: {
    colours: { draft: 'default', confirmed: 'info', in_progress: 'warning', delivered: 'success', cancelled: 'error' },
    otherwise: 'default',
    variant: 'outlined',
    testId: 'order-status',
  },
  payment_status: {
    colours: { pending: 'default', partial: 'warning', paid: 'success', overdue: 'error' },
    otherwise: 'default',
    testId: 'payment-status',
  },
  store_status: {
    colours: { active: 'success', inactive: 'default', suspended: 'error', pending: 'warning' },
    otherwise: 'default',
    testId: 'store-status',
  },
  product_status: {
    colours: { active: 'success' },
    otherwise: 'default',
    testId: 'product-status',
  },
  role: {
    colours: { admin: 'error', manager: 'warning', distributor: 'info', cashier: 'success', accountant: 'secondary' },
    otherwise: 'default',
    variant: 'outlined',
    testId: 'user-role',
  },
  user_status: {
    colours: { active: 'success', inactive: 'default', suspended: 'error' },
    otherwise: 'default',
    testId: 'user-status',
  },
  store_category: {
    colours: {},
    otherwise: 'primary',
    variant: 'outlined',
  },
} satisfies Partial<Record<EnumMessageName, EnumChipStyle>>;

export type ChipEnum = keyof typeof ENUM_CHIP_STYLES;
