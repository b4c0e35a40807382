/**
 * What the analysis is about: the item (of the product), the governorate (or the national
 * figures), and the period — presets of 1 month, 3 months, 1 year and all, or a custom range.
 * Every choice is handed to the page, which puts it in the URL. A reader without the `analysis`
 * entitlement sees every preset, the ones beyond the free month locked (disabled, with a lock).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import LockIcon from '@mui/icons-material/LockOutlined';
import { ANALYSIS_PERIODS, type Analysis, type AnalysisPeriod } from '../../../shared/schemas/analysis';
import { DateField, PickersProvider } from '../../ui/date-field';
import { useTranslation } from '../../i18n/react';
import { FREE_PERIOD, presetLocked, type AnalysisSearch } from './analysis-state';
import styles from './analysis.module.css';

/** GET price_analysis's default period (src/shared/schemas/analysis.ts). */
const DEFAULT_PERIOD: AnalysisPeriod = '3M';

export interface PickersProps {
  data: Analysis;
  search: AnalysisSearch;
  entitled: boolean;
  disabled?: boolean;
  today: string;
  onChange: (next: AnalysisSearch) => void;
}

const parseId = (v: string) => (v ? Number(v) : undefined);

export function Pickers({ data, search, entitled, disabled, today, onChange }: PickersProps) {
  const { t } = useTranslation();
  const custom = !!(search.from_date && search.to_date);
  const [showDates, setShowDates] = useState(custom);
  const [from, setFrom] = useState(search.from_date ?? data.range.from_date);
  const [to, setTo] = useState(search.to_date ?? data.range.to_date);
  const item = data.items.find((i) => i.id === data.item.id);
  const govs = item && item.govs.length ? data.governorates.filter((g) => item.govs.includes(g.id)) : data.governorates;
  // What the reader sees: without the entitlement, the free month whatever the link asked.
  const selected = showDates ? 'custom' : entitled ? (search.period ?? DEFAULT_PERIOD) : FREE_PERIOD;
  const datesProblem = from && to && to < from ? t('analysis.to_before_from') : undefined;

  const choosePeriod = (value: AnalysisPeriod | 'custom' | null) => {
    if (!value) return;
    if (value === 'custom') return setShowDates(true);
    setShowDates(false);
    onChange({ item_id: search.item_id, gov_id: search.gov_id, period: value });
  };

  return (
    <div className={styles.pickers}>
      <div className={styles.selects}>
        <TextField
          select
          size="small"
          fullWidth
          label={t('analysis.item')}
          value={String(data.item.id)}
          disabled={disabled}
          onChange={(e) => onChange({ ...search, item_id: parseId(e.target.value), gov_id: undefined })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {data.items.map((i) => (
            <option key={i.id} value={String(i.id)}>
              {i.name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          fullWidth
          label={t('analysis.governorate')}
          value={data.governorate ? String(data.governorate.id) : ''}
          disabled={disabled}
          onChange={(e) => onChange({ ...search, gov_id: parseId(e.target.value) })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('analysis.national')}</option>
          {govs.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
            </option>
          ))}
        </TextField>
      </div>
      <div className={styles.periodRow}>
        <span id="analysis-period-label" className={styles.periodLabel}>
          {t('analysis.period')}
        </span>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={selected}
          onChange={(_e, v: AnalysisPeriod | 'custom' | null) => choosePeriod(v)}
          aria-labelledby="analysis-period-label"
          disabled={disabled}
          className={styles.presets}
        >
          {ANALYSIS_PERIODS.map((p) => {
            const locked = presetLocked(p, entitled);
            return (
              <ToggleButton
                key={p}
                value={p}
                disabled={locked || disabled}
                data-period={p}
                data-locked={locked || undefined}
                aria-label={locked ? t('analysis.locked_preset', { period: t(`analysis.period_${p}`) }) : undefined}
              >
                {locked && <LockIcon fontSize="inherit" className={styles.lock} aria-hidden />}
                {t(`analysis.period_${p}`)}
              </ToggleButton>
            );
          })}
          <ToggleButton
            value="custom"
            disabled={!entitled || disabled}
            data-period="custom"
            data-locked={!entitled || undefined}
            aria-label={!entitled ? t('analysis.locked_preset', { period: t('analysis.period_custom') }) : undefined}
          >
            {!entitled && <LockIcon fontSize="inherit" className={styles.lock} aria-hidden />}
            {t('analysis.period_custom')}
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      {showDates && entitled && (
        <PickersProvider>
          <form
            className={styles.dates}
            onSubmit={(e) => {
              e.preventDefault();
              if (from && to && !datesProblem) onChange({ item_id: search.item_id, gov_id: search.gov_id, from_date: from, to_date: to });
            }}
          >
            <DateField label={t('analysis.from_date')} value={from} onChange={setFrom} min={data.range.first_date ?? undefined} max={to || today} />
            <DateField label={t('analysis.to_date')} value={to} onChange={setTo} min={from} max={today} error={datesProblem} />
            <Button type="submit" variant="contained" disabled={disabled || !from || !to || !!datesProblem}>
              {t('analysis.apply')}
            </Button>
          </form>
        </PickersProvider>
      )}
    </div>
  );
}
