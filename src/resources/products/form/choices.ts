import { PRODUCT_STATUSES, PRODUCT_UNITS } from '../../../domain/enums';
import { enumLabelKey } from '../../../i18n/ar/enums';

// The select choices, labelled by their Arabic translation keys (react-admin translates them).

export const unitChoices = PRODUCT_UNITS.map((unit) => ({ id: unit, name: enumLabelKey('product_unit', unit) }));

export const statusChoices = PRODUCT_STATUSES.map((status) => ({
  id: status,
  name: enumLabelKey('product_status', status),
}));
