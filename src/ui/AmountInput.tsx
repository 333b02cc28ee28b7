import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  FieldTitle,
  InputHelperText,
  sanitizeInputRestProps,
  useInput,
  type CommonInputProps,
  type Validator,
} from 'react-admin';
import { validation } from '../domain/messages';
import { amountText, readAmount } from '../domain/schemas/amountText';

export type AmountInputProps = CommonInputProps &
  Omit<TextFieldProps, 'label' | 'helperText' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'value'>;

/** What the form holds for a text: its number, null when empty, NaN when refused (so every schema refuses it). */
const held = (text: string): number | null => {
  const reading = readAmount(text);
  return reading.ok ? reading.value : Number.NaN;
};

const shown = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? amountText(value) : typeof value === 'string' ? value : '';

/** The field-level check, for forms that validate field by field: a refused text says why. */
const belgianAmount: Validator = (value) =>
  typeof value === 'number' && Number.isNaN(value) ? validation.amountNotNumber : undefined;

/**
 * The app's input for an amount, a price, a rate or any number with decimals, read the Belgian way
 * (src/domain/schemas/amountText.ts): "1.500,75" is 1500.75, and an ambiguous "1.50" is refused beside
 * the field, never guessed. A text field (a number input would read "1.500,75" its own way): the typed
 * text stays on screen while the form holds its number. Whole counts keep NumberInput.
 */
export function AmountInput({
  source,
  label,
  helperText,
  validate,
  defaultValue = null,
  resource,
  disabled,
  readOnly,
  isRequired: required,
  className,
  slotProps,
  ...rest
}: AmountInputProps) {
  const validators = [belgianAmount, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, formState, id, isRequired } = useInput({
    source,
    resource,
    defaultValue,
    validate: validators,
    disabled,
    readOnly,
    isRequired: required,
  });
  const [text, setText] = useState(() => shown(field.value));
  const focused = useRef(false);

  // A value set from outside (the record loading, a reset, a button) replaces the text, unless it is
  // the number of what is typed.
  useEffect(() => {
    if (focused.current) return;
    setText((current) => (Object.is(held(current), field.value) ? current : shown(field.value)));
  }, [field.value]);

  const reading = readAmount(text);
  const refusal = reading.ok ? undefined : reading.message;
  // Forms with one validate function for the whole form ignore field checks (react-hook-form): the
  // refusal is shown here, and the NaN the form holds is refused by the form's own schema.
  const showRefusal = refusal !== undefined && (fieldState.isTouched || formState.isSubmitted);
  const error = showRefusal ? refusal : fieldState.error?.message;
  const invalid = showRefusal || fieldState.invalid;
  const { ref, ...fieldProps } = field;

  return (
    <TextField
      id={id}
      {...sanitizeInputRestProps(rest)}
      {...fieldProps}
      inputRef={ref}
      value={text}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value);
        field.onChange(held(event.target.value));
      }}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
        field.onBlur();
        // A number read from the text is shown the one way ("1500,5" becomes "1.500,5"); a refused text stays to be mended.
        if (reading.ok) setText(shown(field.value));
      }}
      className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
      size="small"
      error={invalid}
      disabled={disabled || readOnly}
      helperText={helperText !== false || invalid ? <InputHelperText error={error} helperText={helperText} /> : null}
      label={
        label !== '' && label !== false ? (
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        ) : null
      }
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', readOnly, ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
