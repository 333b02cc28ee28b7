import { TextInput, type TextInputProps } from 'react-admin';
import { formatPhone } from '../domain/phone';

/** A stored number (E.164) is shown grouped as everywhere else; what the user types stays as typed. */
const grouped = (value: unknown) =>
  typeof value === 'string' && /^\+\d{6,15}$/.test(value) ? formatPhone(value) : (value ?? '');

/**
 * A phone number field, written left to right with the phone's number keyboard. The server stores what
 * is typed in E.164 (src/domain/phone.ts), Belgian unless another country code is given.
 */
export function PhoneInput({ slotProps, ...props }: Omit<TextInputProps, 'type' | 'format'>) {
  return (
    <TextInput
      type="tel"
      format={grouped}
      {...props}
      slotProps={{ ...slotProps, htmlInput: { dir: 'ltr', inputMode: 'tel', ...(slotProps?.htmlInput as object) } }}
    />
  );
}
