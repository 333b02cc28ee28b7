import { useForkRef } from '@mui/material';
import { useRef } from 'react';
import { FieldTitle, InputHelperText, useInput, type CommonInputProps } from 'react-admin';
import { DayField } from './DayField';
import { UNFINISHED_DATE } from './dateValue';

export interface DateInputProps extends CommonInputProps {
  fullWidth?: boolean;
  className?: string;
  /** Days the calendar offers, 'YYYY-MM-DD' (the form's rules still say why another typed day is refused). */
  minDate?: string;
  maxDate?: string;
}

/**
 * The app's date input in a react-admin form: src/ui/DayField (DD/MM/YYYY whatever the browser's locale).
 * The form holds the API's 'YYYY-MM-DD' (null when empty; UNFINISHED_DATE while the typed day is not a
 * real one, which the forms' rules refuse with dateProblem).
 */
export function DateInput({
  label,
  source,
  resource,
  helperText,
  className,
  fullWidth,
  minDate,
  maxDate,
  ...rest
}: DateInputProps) {
  const { field, fieldState, id, isRequired } = useInput({ source, resource, ...rest });
  const stored = field.value === '' || field.value === undefined ? null : (field.value as string | null);
  const hiddenInput = useRef<HTMLInputElement>(null);
  const inputRef = useForkRef(field.ref, hiddenInput);
  // The picker reports no change while an empty field is only partly typed (15/06/YYYY); its sections
  // show placeholders (letters) where nothing is typed.
  // Once the picker itself reported the field emptied, the sections it may still show are its own.
  const pickerCleared = useRef(false);
  const leave = () => {
    const sections = hiddenInput.current?.parentElement?.querySelector('.MuiPickersSectionList-root');
    const typed = /\d/.test(sections?.textContent ?? '');
    if (stored === null && typed && !pickerCleared.current) field.onChange(UNFINISHED_DATE);
    else if (stored === UNFINISHED_DATE && !typed) field.onChange(null);
    field.onBlur();
  };
  const { invalid, error } = fieldState;

  return (
    <DayField
      value={stored}
      onChange={(next) => {
        pickerCleared.current = next === null;
        field.onChange(next);
      }}
      id={id}
      name={field.name}
      inputRef={inputRef}
      onBlur={leave}
      disabled={rest.disabled || rest.readOnly}
      required={isRequired}
      fullWidth={fullWidth}
      minDate={minDate}
      maxDate={maxDate}
      label={
        label !== '' && label !== false ? (
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        ) : null
      }
      error={invalid}
      className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
      helperText={
        helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null
      }
    />
  );
}
