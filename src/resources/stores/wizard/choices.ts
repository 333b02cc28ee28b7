import { enumLabelKey, type EnumMessageName } from '../../../i18n/ar/enums';

/** react-admin choices for a closed set: the value and its label key (translated by the inputs). */
export function enumChoices(name: EnumMessageName, values: readonly string[]) {
  return values.map((id) => ({ id, name: enumLabelKey(name, id) }));
}
