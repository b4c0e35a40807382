/**
 * The tenders' filter: a GET form to the first page of the list (it works without script; the
 * URL carries the filter, so a reload, a shared link and a crawler see the same list):
 * governorate, material, status, kind and a word of a title or buyer. On a phone it is a
 * `<details>`, closed unless a filter is on (the tenders fill the first screen); from 900 px on
 * CSS shows it open.
 */
import { Form } from 'react-router';
import { paths } from '../../../shared/paths';
import type { TenderFilters, TendersList } from '../../../shared/schemas/tenders';
import { TENDER_KINDS, TENDER_STATUSES, TENDER_WORD_MAX } from '../../../shared/tenders';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui/kit/button';
import { SelectField, TextField } from '../../ui/kit/field';
import styles from './tenders.module.css';

export function TenderFilter({ filters, lookups }: { filters: TenderFilters; lookups: Pick<TendersList, 'governorates' | 'products'> }) {
  const { t } = useTranslation();
  const any = <option value="">{t('tenders.any')}</option>;
  const active = Object.values(filters).some(Boolean);
  return (
    <details className={styles.filter} open={active}>
      <summary className={styles.filterSummary}>
        <h2 className={styles.filterTitle}>{t('tenders.filter_title')}</h2>
      </summary>
      {/* `key`: a navigation to other filters shows them (the fields are uncontrolled). */}
      <Form method="get" action={paths.tenders()} key={JSON.stringify(filters)} className={styles.filterGrid}>
        <SelectField
          id="tender-filter-governorate"
          name="governorate"
          label={t('tenders.governorate')}
          defaultValue={filters.governorate ?? ''}
          size="small"
          fullWidth
        >
          {any}
          {lookups.governorates.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </SelectField>
        <SelectField id="tender-filter-product" name="product" label={t('tenders.material')} defaultValue={filters.product ?? ''} size="small" fullWidth>
          {any}
          {lookups.products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField id="tender-filter-status" name="status" label={t('tenders.status')} defaultValue={filters.status ?? ''} size="small" fullWidth>
          {any}
          {TENDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`tenders.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField id="tender-filter-kind" name="kind" label={t('tenders.kind')} defaultValue={filters.kind ?? ''} size="small" fullWidth>
          {any}
          {TENDER_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`tenders.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="tender-filter-word"
          name="word"
          type="search"
          label={t('tenders.word')}
          placeholder={t('tenders.word_placeholder')}
          defaultValue={filters.word ?? ''}
          maxLength={TENDER_WORD_MAX}
          size="small"
          fullWidth
        />
        <div className={styles.filterActions}>
          <Button type="submit" variant="contained">
            {t('tenders.apply')}
          </Button>
          {active && <Button to={paths.tenders()}>{t('tenders.clear')}</Button>}
        </div>
      </Form>
    </details>
  );
}
