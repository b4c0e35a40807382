/**
 * What the analysis is about: the item (of the product), the governorate (or the national
 * figures), and the period — presets of 1 month, 3 months, 1 year and all, or a custom range.
 * Every choice is handed to the page, which puts it in the URL. A reader without the `analysis`
 * entitlement sees every preset, the ones beyond the free month locked (disabled, with a lock).
 */
import { useState } from 'react';
import { ANALYSIS_PERIODS } from '../../../shared/constants';
import type { Analysis, AnalysisPeriod } from '../../../shared/schemas/analysis';
import { DateField } from '../../ui/date-field';
import { Button } from '../../ui/kit/button';
import { SelectField } from '../../ui/kit/field';
import { Icon } from '../../ui/kit/icon';
import { iconLockOutlined } from '../../ui/kit/icons';
import { ToggleButton, ToggleGroup } from '../../ui/kit/misc';
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

  const choosePeriod = (value: AnalysisPeriod | 'custom') => {
    if (value === selected) return;
    if (value === 'custom') return setShowDates(true);
    setShowDates(false);
    onChange({ item_id: search.item_id, gov_id: search.gov_id, period: value });
  };

  const lock = <Icon path={iconLockOutlined} size="inherit" className={styles.lock} />;
  return (
    <div className={styles.pickers}>
      <div className={styles.selects}>
        <SelectField
          id="analysis-item"
          size="small"
          fullWidth
          label={t('analysis.item')}
          value={String(data.item.id)}
          disabled={disabled}
          onChange={(e) => onChange({ ...search, item_id: parseId(e.target.value), gov_id: undefined })}
        >
          {data.items.map((i) => (
            <option key={i.id} value={String(i.id)}>
              {i.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="analysis-governorate"
          size="small"
          fullWidth
          label={t('analysis.governorate')}
          value={data.governorate ? String(data.governorate.id) : ''}
          disabled={disabled}
          onChange={(e) => onChange({ ...search, gov_id: parseId(e.target.value) })}
        >
          <option value="">{t('analysis.national')}</option>
          {govs.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.periodRow}>
        <span className={styles.periodLabel} aria-hidden>
          {t('analysis.period')}
        </span>
        <ToggleGroup value={selected} onChange={choosePeriod} label={t('analysis.period')} className={styles.presets}>
          {ANALYSIS_PERIODS.map((p) => {
            const locked = presetLocked(p, entitled);
            return (
              <ToggleButton
                key={p}
                value={p}
                disabled={locked || disabled}
                label={locked ? t('analysis.locked_preset', { period: t(`analysis.period_${p}`) }) : undefined}
              >
                {locked && lock}
                {t(`analysis.period_${p}`)}
              </ToggleButton>
            );
          })}
          <ToggleButton
            value="custom"
            disabled={!entitled || disabled}
            label={!entitled ? t('analysis.locked_preset', { period: t('analysis.period_custom') }) : undefined}
          >
            {!entitled && lock}
            {t('analysis.period_custom')}
          </ToggleButton>
        </ToggleGroup>
      </div>
      {showDates && entitled && (
        <form
          className={styles.dates}
          onSubmit={(e) => {
            e.preventDefault();
            if (from && to && !datesProblem) onChange({ item_id: search.item_id, gov_id: search.gov_id, from_date: from, to_date: to });
          }}
        >
          <DateField
            id="analysis-from"
            label={t('analysis.from_date')}
            value={from}
            onChange={setFrom}
            min={data.range.first_date ?? undefined}
            max={to || today}
          />
          <DateField id="analysis-to" label={t('analysis.to_date')} value={to} onChange={setTo} min={from} max={today} error={datesProblem} />
          <Button type="submit" variant="contained" disabled={disabled || !from || !to || !!datesProblem} className={styles.apply}>
            {t('analysis.apply')}
          </Button>
        </form>
      )}
    </div>
  );
}
