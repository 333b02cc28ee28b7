import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
// Arabic month and weekday names. dayjs formats digits as Latin unless its preParsePostFormat plugin is
// loaded (it is not), so the field and the calendar read 07/03/2026 as the rest of the app does.
import 'dayjs/locale/ar';
import { useForkRef, useTheme } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate, type CommonInputProps } from 'react-admin';
import { API_DATE_FORMAT, DISPLAY_DATE_FORMAT, UNFINISHED_DATE } from './dateValue';

export interface DateInputProps extends CommonInputProps {
  fullWidth?: boolean;
  className?: string;
}

const toStored = (day: Dayjs | null): string | null =>
  day === null ? null : day.isValid() ? day.format(API_DATE_FORMAT) : UNFINISHED_DATE;

const fromStored = (stored: unknown): Dayjs | null =>
  typeof stored === 'string' && stored !== '' ? dayjs(stored.slice(0, 10), API_DATE_FORMAT, true) : null;

function usePickerTexts(): Partial<PickersLocaleText> {
  const translate = useTranslate();
  return useMemo(() => {
    const t = (key: string, args?: Record<string, unknown>) => translate(`bakery.common.date_picker.${key}`, args);
    return {
      previousMonth: t('previous_month'),
      nextMonth: t('next_month'),
      openPreviousView: t('open_previous_view'),
      openNextView: t('open_next_view'),
      calendarViewSwitchingButtonAriaLabel: (view) => t(view === 'year' ? 'year_view_open' : 'calendar_view_open'),
      cancelButtonLabel: t('cancel'),
      clearButtonLabel: t('clear'),
      okButtonLabel: t('ok'),
      todayButtonLabel: t('today'),
      nextStepButtonLabel: t('next'),
      datePickerToolbarTitle: t('toolbar_title'),
      openDatePickerDialogue: (formattedDate) =>
        formattedDate ? t('choose_date_selected', { date: formattedDate }) : t('choose_date'),
      fieldClearLabel: t('clear'),
      dateTableLabel: t('date_table'),
      year: t('year'),
      month: t('month'),
      day: t('day'),
      weekDay: t('week_day'),
      empty: t('empty'),
    };
  }, [translate]);
}

/**
 * The app's date input: DD/MM/YYYY typed section by section or picked in an Arabic calendar, whatever
 * the browser's locale (the native date input follows the browser's and shows mm/dd/yyyy in en-US).
 * The form holds the API's 'YYYY-MM-DD' (null when empty; UNFINISHED_DATE while the typed day is not a
 * real one, which the forms' rules refuse with dateProblem).
 */
export function DateInput({ label, source, resource, helperText, className, fullWidth, ...rest }: DateInputProps) {
  const { field, fieldState, id, isRequired } = useInput({ source, resource, ...rest });
  const texts = usePickerTexts();
  // Picker fields do not read MuiTextField's defaults, where react-admin's themes make text fields
  // filled: without this the date would be the one outlined field of a form.
  const variant = useTheme().components?.MuiTextField?.defaultProps?.variant ?? 'filled';
  // The picker's own object while it stands for what the form holds: an unfinished day has no
  // 'YYYY-MM-DD' to rebuild it from, and rebuilding it would wipe the sections typed so far.
  const [shown, setShown] = useState<Dayjs | null>(null);
  const stored = field.value === '' || field.value === undefined ? null : field.value;
  const value = shown !== null && toStored(shown) === stored ? shown : fromStored(stored);
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
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ar" localeText={texts}>
      <DatePicker
        value={value}
        onChange={(day) => {
          setShown(day);
          pickerCleared.current = day === null;
          field.onChange(toStored(day));
        }}
        format={DISPLAY_DATE_FORMAT}
        name={field.name}
        inputRef={inputRef}
        disabled={rest.disabled || rest.readOnly}
        label={
          label !== '' && label !== false ? (
            <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
          ) : null
        }
        slotProps={{
          textField: {
            id,
            size: 'small',
            variant,
            fullWidth,
            onBlur: leave,
            // The label names the group of sections a person types in; pointing it also at the hidden
            // value input would name two fields for one date.
            InputLabelProps: { htmlFor: undefined },
            error: invalid,
            className: ['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' '),
            helperText:
              helperText !== false || invalid ? (
                <InputHelperText error={error?.message} helperText={helperText} />
              ) : null,
          },
          actionBar: ({ pickerVariant }) => ({
            actions:
              pickerVariant === 'mobile'
                ? ['today', 'cancel', 'accept']
                : isRequired
                  ? ['today']
                  : ['clear', 'today'],
          }),
        }}
      />
    </LocalizationProvider>
  );
}
