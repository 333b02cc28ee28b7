import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

/** The date picker's texts in Arabic (MUI X ships none for its pickers), its empty field's placeholders included. */
export function usePickerTexts(): Partial<PickersLocaleText> {
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
      fieldDayPlaceholder: () => t('day_placeholder'),
      fieldMonthPlaceholder: () => t('month_placeholder'),
      fieldYearPlaceholder: () => t('year_placeholder'),
    };
  }, [translate]);
}
