import { BooleanInput, CheckboxGroupInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { SettingsView } from '../../domain/system';
import { SecretInput } from './SecretInput';
import type { SettingField } from './settingsForm';

const LTR = { htmlInput: { dir: 'ltr' } } as const;

/** Where a choice's words are: the settings' own for a few, the value itself (Asia/Damascus, DD/MM/YYYY) otherwise. */
const NAMED_CHOICES = new Set(['theme', 'language', 'timeFormat', 'currency', 'secondaryCurrency', 'defaultVatRate', 'standingOrderStatus']);

/** One setting's input, by its kind; every label and hint is a bakery.settings.* text. */
export function SettingInput({
  field,
  view,
  readOnly,
}: {
  field: SettingField;
  view: SettingsView;
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  const label = translate(`bakery.settings.fields.${field.key}`);
  const helperText = field.hint ? `bakery.settings.hints.${field.key}` : undefined;
  const common = { source: field.key, label, readOnly, fullWidth: true, ...(helperText ? { helperText } : {}) };
  switch (field.kind) {
    case 'secret':
      return (
        <SecretInput
          source={field.key}
          label={label}
          isSet={view[`${field.key}Set` as keyof SettingsView] === true}
          readOnly={readOnly}
        />
      );
    case 'boolean':
      return <BooleanInput source={field.key} label={label} disabled={readOnly} helperText={helperText ?? false} />;
    case 'number':
      return <NumberInput {...common} slotProps={LTR} />;
    case 'choice': {
      const group = field.key === 'secondaryCurrency' ? 'currency' : field.key;
      const choices = (field.choices ?? []).map((value) => ({
        id: value,
        name: NAMED_CHOICES.has(field.key) ? translate(`bakery.settings.choices.${group}.${value}`) : value,
      }));
      return <SelectInput {...common} choices={choices} translateChoice={false} />;
    }
    case 'kinds': {
      const choices = (field.choices ?? []).map((value) => ({
        id: value,
        name: translate(`bakery.settings.kinds.${value}`),
      }));
      return (
        <CheckboxGroupInput
          source={field.key}
          label={label}
          choices={choices}
          translateChoice={false}
          disabled={readOnly}
          helperText={helperText}
        />
      );
    }
    case 'time':
      return <TextInput {...common} type="time" slotProps={LTR} />;
    default:
      return <TextInput {...common} {...(field.ltr ? { slotProps: LTR } : {})} />;
  }
}
