import { enumLabelKey, type EnumMessageName } from '../../../i18n/ar/enums';

/** A select's choices for one of the domain's enums, labelled with its Arabic names. */
export const enumChoices = (name: EnumMessageName, values: readonly string[]) =>
  values.map((id) => ({ id, name: enumLabelKey(name, id) }));

/** Grid cell sizes: one column on a phone, two from 600 px, three from 900 px. */
export const CELL = { xs: 12, sm: 6, md: 4 } as const;
