/**
 * The deals filter (SPEC section 2: producer, governorate, product, item): every choice is a
 * navigation to page 1 of the filtered list, so the URL carries the filter (a reload, a shared
 * link and a crawler see the same list). The cascade is the shared one (src/shared/cascade.ts,
 * DEAL_CASCADE): a new product or producer clears the item; items follow product and producer;
 * governorates follow the item.
 *
 * On a phone the filter is a `<details>` closed at first (the deals, not four selects, fill the
 * first screen; its summary says how many filters are on); from 900 px on it is always open
 * (CSS shows its content before any script; after hydration the element says so too).
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { changeCascade, DEAL_CASCADE, governorateOptions, itemOptions, parseId, type CascadeField, type CascadeState } from '../../../shared/cascade';
import type { DealFilters, DealList } from '../../../shared/schemas/deals';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui/kit/button';
import { Icon } from '../../ui/kit/icon';
import { iconExpandMore, iconTune } from '../../ui/kit/icons';
import { IdSelect } from './select-field';
import styles from './deals.module.css';

const toCascade = (f: DealFilters): CascadeState => ({ product_id: f.product, producer_id: f.producer, item_id: f.item, gov_id: f.governorate });
const toFilters = (c: CascadeState): DealFilters => ({ product: c.product_id, producer: c.producer_id, item: c.item_id, governorate: c.gov_id });
const str = (n: number | undefined) => (n ? String(n) : '');
/** From this width the filter is always open (deals.module.css, .filter). */
const WIDE = '(min-width: 900px)';

export function DealFilter({ filters, lookups }: { filters: DealFilters; lookups: Pick<DealList, 'products' | 'producers' | 'items' | 'governorates'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const details = useRef<HTMLDetailsElement>(null);
  const state = toCascade(filters);
  const go = (next: CascadeState) => void navigate(paths.deals(1, toFilters(next)), { preventScrollReset: true });
  const set = (field: CascadeField) => (value: string) => go(changeCascade(state, field, parseId(value) || undefined, DEAL_CASCADE));
  const items = itemOptions(lookups.items, { product_id: state.product_id, producer_id: state.producer_id });
  const any = t('deals.any');
  const active = Object.values(filters).filter(Boolean).length;

  // A wide screen shows the filter open: the element says so to assistive technology too.
  useEffect(() => {
    if (details.current && window.matchMedia(WIDE).matches) details.current.open = true;
  }, []);
  // …and its summary does not close it there.
  const onSummary = (e: MouseEvent) => {
    if (window.matchMedia(WIDE).matches) e.preventDefault();
  };

  return (
    <section id="deal-filter" aria-labelledby="deal-filter-title" className={styles.filter}>
      <details ref={details} className={styles.filterDetails}>
        <summary className={styles.filterSummary} onClick={onSummary}>
          <Icon path={iconTune} className={styles.filterIcon} />
          <h2 id="deal-filter-title" className={styles.filterTitle}>
            {t('deals.filter_title')}
            {active > 0 && <span className={styles.filterCount}> ({active})</span>}
          </h2>
          <Icon path={iconExpandMore} className={styles.filterExpand} />
        </summary>
        <div className={styles.filterGrid}>
          <IdSelect
            id="deal-filter-product"
            label={t('deals.product')}
            value={str(state.product_id)}
            options={lookups.products}
            empty={any}
            onChange={set('product_id')}
          />
          <IdSelect
            id="deal-filter-producer"
            label={t('deals.producer')}
            value={str(state.producer_id)}
            options={lookups.producers}
            empty={any}
            onChange={set('producer_id')}
          />
          <IdSelect id="deal-filter-item" label={t('deals.item')} value={str(state.item_id)} options={items} empty={any} onChange={set('item_id')} />
          <IdSelect
            id="deal-filter-governorate"
            label={t('deals.governorate')}
            value={str(state.gov_id)}
            options={governorateOptions(lookups.governorates, lookups.items, state.item_id)}
            empty={any}
            onChange={set('gov_id')}
          />
        </div>
        {active > 0 && (
          <Button onClick={() => go({})} className={styles.filterClear}>
            {t('deals.clear_filters')}
          </Button>
        )}
      </details>
    </section>
  );
}
