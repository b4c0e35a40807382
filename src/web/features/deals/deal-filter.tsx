/**
 * The deals filter (SPEC section 2: producer, governorate, product, item): every choice is a
 * navigation to page 1 of the filtered list, so the URL carries the filter (a reload, a shared
 * link and a crawler see the same list). The cascade is the shared one (src/shared/cascade.ts,
 * DEAL_CASCADE): a new product or producer clears the item; items follow product and producer;
 * governorates follow the item.
 */
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { changeCascade, DEAL_CASCADE, governorateOptions, itemOptions, parseId, type CascadeField, type CascadeState } from '../../../shared/cascade';
import type { DealFilters, DealList } from '../../../shared/schemas/deals';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { IdSelect } from './select-field';

const toCascade = (f: DealFilters): CascadeState => ({ product_id: f.product, producer_id: f.producer, item_id: f.item, gov_id: f.governorate });
const toFilters = (c: CascadeState): DealFilters => ({ product: c.product_id, producer: c.producer_id, item: c.item_id, governorate: c.gov_id });
const str = (n: number | undefined) => (n ? String(n) : '');

export function DealFilter({ filters, lookups }: { filters: DealFilters; lookups: Pick<DealList, 'products' | 'producers' | 'items' | 'governorates'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = toCascade(filters);
  const go = (next: CascadeState) => void navigate(paths.deals(1, toFilters(next)), { preventScrollReset: true });
  const set = (field: CascadeField) => (value: string) => go(changeCascade(state, field, parseId(value) || undefined, DEAL_CASCADE));
  const items = itemOptions(lookups.items, { product_id: state.product_id, producer_id: state.producer_id });
  const any = t('deals.any');
  const active = Object.values(filters).some(Boolean);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="deal-filter-title" sx={{ p: 2 }}>
      <Typography id="deal-filter-title" component="h2" variant="h3" sx={{ fontSize: '1.0625rem', mb: 2 }}>
        {t('deals.filter_title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr' } }}>
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
      </Box>
      {active && (
        <Button onClick={() => go({})} sx={{ mt: 1.5 }}>
          {t('deals.clear_filters')}
        </Button>
      )}
    </Paper>
  );
}
