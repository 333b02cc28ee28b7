import { TextInput, useTranslate } from 'react-admin';
import { infoToText } from './infoText';

interface InfoInputProps {
  source: 'supplier_info' | 'nutritional_info' | 'allergen_info';
}

/**
 * A text-or-object field as multi-line text. The form keeps the record's object untouched until the
 * user types (format only changes what is shown), so an unedited object is never rewritten.
 */
export function InfoInput({ source }: InfoInputProps) {
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      multiline
      minRows={2}
      fullWidth
      format={(value: unknown) => infoToText(value, translate)}
      parse={(value: string) => value}
    />
  );
}
