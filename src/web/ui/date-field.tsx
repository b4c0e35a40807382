/**
 * A date picker (the price filters, the add-job form): ISO YYYY-MM-DD in and out, min/max bounds, an error
 * message. @mui/x-date-pickers ships no Arabic for its own labels (ARCHITECTURE.md pitfalls):
 * they come from the `prices.picker` dictionary. Month and day names use dayjs's `ar` locale;
 * its Arabic-Indic digits are never applied (dayjs only uses them with the preParsePostFormat
 * plugin, which is not loaded), so the digits stay Western like the rest of the site.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ar';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

/** The pickers' own labels in the visitor's language. */
export function PickersProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const localeText = useMemo<PickersInputLocaleText>(
    () => ({
      previousMonth: t('prices.picker.previous_month'),
      nextMonth: t('prices.picker.next_month'),
      openPreviousView: t('prices.picker.open_previous_view'),
      openNextView: t('prices.picker.open_next_view'),
      calendarViewSwitchingButtonAriaLabel: (view) => (view === 'year' ? t('prices.picker.to_calendar_view') : t('prices.picker.to_year_view')),
      cancelButtonLabel: t('prices.picker.cancel'),
      clearButtonLabel: t('prices.picker.clear'),
      okButtonLabel: t('prices.picker.ok'),
      todayButtonLabel: t('prices.picker.today'),
      datePickerToolbarTitle: t('prices.picker.toolbar_title'),
      openDatePickerDialogue: (date) => (date ? t('prices.picker.choose_date_selected', { date }) : t('prices.picker.choose_date')),
      fieldClearLabel: t('prices.picker.clear'),
      dateTableLabel: t('prices.picker.date_table'),
      fieldYearPlaceholder: () => t('prices.picker.placeholder_year'),
      fieldMonthPlaceholder: () => t('prices.picker.placeholder_month'),
      fieldDayPlaceholder: () => t('prices.picker.placeholder_day'),
      year: t('prices.picker.year'),
      month: t('prices.picker.month'),
      day: t('prices.picker.day'),
      weekDay: t('prices.picker.week_day'),
      empty: t('prices.picker.empty'),
    }),
    [t],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={lang} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  min?: string;
  max?: string;
  error?: string;
  disabled?: boolean;
  name?: string;
}

const parse = (iso: string | undefined): Dayjs | undefined => (iso ? dayjs(iso, 'YYYY-MM-DD') : undefined);

export function DateField({ label, value, onChange, min, max, error, disabled, name }: DateFieldProps) {
  const current = parse(value);
  return (
    <DatePicker
      label={label}
      name={name}
      value={current?.isValid() ? current : null}
      onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : '')}
      minDate={parse(min)}
      maxDate={parse(max)}
      disabled={disabled}
      format="DD/MM/YYYY"
      slotProps={{ textField: { size: 'small', fullWidth: true, error: !!error, helperText: error } }}
    />
  );
}
