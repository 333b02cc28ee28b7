import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
// Arabic month and weekday names. dayjs formats digits as Latin unless its preParsePostFormat plugin is
// loaded (it is not), so the field and the calendar read 07/03/2026 as the rest of the app does.
import 'dayjs/locale/ar';
import { useTheme } from '@mui/material';
import { useRef, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import { API_DATE_FORMAT, DISPLAY_DATE_FORMAT, UNFINISHED_DATE } from './dateValue';
import { usePickerTexts } from './usePickerTexts';

export interface DayFieldProps {
  /** 'YYYY-MM-DD', UNFINISHED_DATE or null. */
  value: string | null;
  /** 'YYYY-MM-DD' for a real day, UNFINISHED_DATE while it is not one, null when emptied. */
  onChange: (value: string | null) => void;
  label: ReactNode;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  /** Only the action bar reads it (no 'clear'); the label says it is required itself. */
  required?: boolean;
  fullWidth?: boolean;
  className?: string;
  /** Days the calendar offers, 'YYYY-MM-DD'. */
  minDate?: string;
  maxDate?: string;
}

const toStored = (day: Dayjs | null): string | null =>
  day === null ? null : day.isValid() ? day.format(API_DATE_FORMAT) : UNFINISHED_DATE;

const fromStored = (stored: string | null): Dayjs | null =>
  stored !== null && stored !== '' ? dayjs(stored.slice(0, 10), API_DATE_FORMAT, true) : null;

/**
 * A day typed as DD/MM/YYYY section by section or picked in an Arabic calendar, whatever the browser's
 * locale (the native date input follows the browser's and shows mm/dd/yyyy in en-US). Entering the field,
 * by a click anywhere on it or by the keyboard, always puts the cursor on the day: in a right-to-left form
 * a click at its right edge landed in the year, and typing a date there gave "DD/MM/2026".
 */
export function DayField(props: DayFieldProps) {
  const {
    value: stored,
    onChange,
    label,
    id,
    name,
    inputRef,
    onBlur,
    error,
    helperText,
    disabled,
    required,
    fullWidth,
    className,
  } = props;
  const texts = usePickerTexts();
  // Picker fields do not read MuiTextField's defaults, where react-admin's themes make text fields
  // filled: without this the date would be the one outlined field of a form.
  const variant = useTheme().components?.MuiTextField?.defaultProps?.variant ?? 'filled';
  // The picker's own object while it stands for the value: an unfinished day has no 'YYYY-MM-DD' to
  // rebuild it from, and rebuilding it would wipe the sections typed so far.
  const [shown, setShown] = useState<Dayjs | null>(null);
  const value = shown !== null && toStored(shown) === stored ? shown : fromStored(stored);
  // A click that entered the field, whose click event must not pick a section after all.
  const enteredByClick = useRef(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ar" localeText={texts}>
      <DatePicker
        value={value}
        onChange={(day) => {
          setShown(day);
          onChange(toStored(day));
        }}
        format={DISPLAY_DATE_FORMAT}
        name={name}
        inputRef={inputRef}
        disabled={disabled}
        label={label}
        minDate={props.minDate ? (fromStored(props.minDate) ?? undefined) : undefined}
        maxDate={props.maxDate ? (fromStored(props.maxDate) ?? undefined) : undefined}
        slotProps={{
          textField: {
            id,
            size: 'small',
            variant,
            fullWidth,
            onBlur,
            // Entering by a click anywhere but the calendar's button starts on the day, not on the section
            // under the pointer (the year, at the right edge of a right-to-left form).
            onMouseDownCapture: (event: MouseEvent<HTMLDivElement>) => {
              const root = event.currentTarget;
              // The day is the first section of DD/MM/YYYY.
              const day = root.querySelector<HTMLElement>('[data-sectionindex="0"]');
              const target = event.target as Element;
              if (event.button !== 0 || disabled || !day || day.contains(target) || target.closest('button')) return;
              if (root.contains(document.activeElement) && document.activeElement !== document.body) return;
              event.preventDefault();
              event.stopPropagation();
              enteredByClick.current = true;
              // The field's own handler then selects the day, as if the click had landed on it.
              const rect = day.getBoundingClientRect();
              day.dispatchEvent(
                new window.MouseEvent('mousedown', {
                  bubbles: true,
                  cancelable: true,
                  button: 0,
                  clientX: rect.left + 1,
                  clientY: rect.top + 1,
                }),
              );
            },
            onClickCapture: (event: MouseEvent<HTMLDivElement>) => {
              if (!enteredByClick.current) return;
              enteredByClick.current = false;
              event.stopPropagation();
            },
            // The label names the group of sections a person types in; pointing it also at the hidden
            // value input would name two fields for one date.
            InputLabelProps: { htmlFor: undefined },
            error,
            className,
            helperText,
          },
          actionBar: ({ pickerVariant }) => ({
            actions:
              pickerVariant === 'mobile' ? ['today', 'cancel', 'accept'] : required ? ['today'] : ['clear', 'today'],
          }),
        }}
      />
    </LocalizationProvider>
  );
}
