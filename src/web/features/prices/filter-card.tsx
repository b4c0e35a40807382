/**
 * The price filter card (SPEC sections 2, 4, 5): product, product type, producer, item,
 * governorate, from/to dates, optional search word, and one action button. Shared by the
 * material prices page and the comparison page.
 *
 * API (controlled; the card holds no filter state of its own):
 *
 *   <FilterCard
 *     value={filter}                 // PriceFilter (cascade.ts)
 *     onChange={(next, field) => …}  // `next` already has the cascade resets applied
 *                                    // (changeFilter); `field` says what changed, so the page
 *                                    // can navigate (product), load producers (type), …
 *     lookups={{ products, types, producers, items, governorates }}
 *                                    // raw lists: the card injects "all types" (id 0), narrows
 *                                    // items by product/type/producer and governorates by the
 *                                    // item's govs; producers are shown as given
 *     today="2026-11-22"             // todayIso(): the pickers' max and the date rules
 *     withWord={false}               // hide the word field (comparison); default true
 *     disabled                       // every field and the action disabled (comparison lock)
 *     locked={['product_id', 'dates']}   // only these fields disabled (a comparison in progress
 *                                    // keeps its product and period while items are added)
 *     action={{ label, onClick, disabled }}  // replaces the search button (e.g. "Add to
 *                                    // comparison"); the card still blocks it on date errors
 *     onSearch={() => …}             // the search button / Enter, when no `action`
 *     loadingProducers               // a spinner in the producer field while it reloads
 *     dialog={{ open, onClose, onSaveSearch }}  // dialog mode: the same fields in a Dialog
 *                                    // (full screen on phones) with close and save-search
 *   />
 *
 * The date rules (from <= to <= today) show the shared validation messages under the pickers
 * (validation.date_after_today, validation.to_before_from) and block the action.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import type { GovernorateOption, ItemOption, ProducerOption, ProductOption, ProductTypeOption } from '../../../shared/schemas/prices';
import { PRICE_WORD_MAX } from '../../../shared/schemas/prices';
import { governorateOptions, itemOptions, parseId, typeOptions } from '../../../shared/cascade';
import { changeFilter, dateErrors, type FilterField, type PriceFilter } from './cascade';
import { DateField, PickersProvider } from '../../ui/date-field';

export interface FilterLookups {
  products: readonly ProductOption[];
  types: readonly ProductTypeOption[];
  producers: readonly ProducerOption[];
  items: readonly ItemOption[];
  governorates: readonly GovernorateOption[];
}

export type FilterChange = FilterField | 'from_date' | 'to_date' | 'word';

export interface FilterAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  icon?: ReactNode;
}

export interface FilterCardProps {
  value: PriceFilter;
  onChange: (next: PriceFilter, field: FilterChange) => void;
  lookups: FilterLookups;
  today: string;
  withWord?: boolean;
  disabled?: boolean;
  /** Fields shown but not editable: the product, or both dates. */
  locked?: readonly ('product_id' | 'dates')[];
  action?: FilterAction;
  onSearch?: () => void;
  loadingProducers?: boolean;
  /** Heading of the card (default "Filter prices"). */
  title?: string;
  dialog?: { open: boolean; onClose: () => void; onSaveSearch?: () => void };
}

interface Option {
  id: number;
  name: string;
}

function SelectField(props: {
  label: string;
  value: number | undefined;
  options: readonly Option[];
  empty?: string;
  disabled?: boolean;
  loading?: boolean;
  onChange: (id: number | undefined) => void;
}) {
  const { label, value, options, empty, disabled, loading, onChange } = props;
  const known = value !== undefined && options.some((o) => o.id === value);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={known ? String(value) : ''}
      disabled={disabled}
      onChange={(e) => onChange(parseId(e.target.value))}
      slotProps={{
        // The list reloading is announced on the select itself (aria-busy): a spinner labelled
        // like the field would give the page two controls of the same name.
        select: { native: true },
        htmlInput: { 'aria-busy': loading || undefined },
        inputLabel: { shrink: true },
        input: loading
          ? {
              endAdornment: (
                <InputAdornment position="end" sx={{ me: 2 }}>
                  <CircularProgress size={16} aria-hidden />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    >
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
}

function FilterFields(props: FilterCardProps) {
  const { t } = useTranslation();
  const { value: f, onChange, lookups, today, withWord = true, disabled, loadingProducers, locked = [] } = props;
  const productLocked = disabled || locked.includes('product_id');
  const datesLocked = disabled || locked.includes('dates');
  const set = (field: FilterField) => (id: number | undefined) => onChange(changeFilter(f, field, id), field);
  const errors = dateErrors(f.from_date, f.to_date, today);
  const types = typeOptions(lookups.types, f.product_id, t('prices.all_types'));
  const items = itemOptions(lookups.items, f);
  const govs = governorateOptions(lookups.governorates, lookups.items, f.item_id);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      <SelectField label={t('prices.product')} value={f.product_id} options={lookups.products} disabled={productLocked} onChange={set('product_id')} />
      <SelectField label={t('prices.product_type')} value={f.product_type_id} options={types} disabled={disabled} onChange={set('product_type_id')} />
      <SelectField
        label={t('prices.producer')}
        value={f.producer_id}
        options={lookups.producers}
        empty={t('prices.any_producer')}
        disabled={disabled}
        loading={loadingProducers}
        onChange={set('producer_id')}
      />
      <SelectField label={t('prices.item')} value={f.item_id} options={items} empty={t('prices.any_item')} disabled={disabled} onChange={set('item_id')} />
      <SelectField
        label={t('prices.governorate')}
        value={f.gov_id}
        options={govs}
        empty={t('prices.default_governorate')}
        disabled={disabled}
        onChange={set('gov_id')}
      />
      <DateField
        label={t('prices.from_date')}
        name="from_date"
        value={f.from_date}
        max={f.to_date && f.to_date < today ? f.to_date : today}
        error={errors.from_date && t(`validation.${errors.from_date}`)}
        disabled={datesLocked}
        onChange={(from_date) => onChange({ ...f, from_date }, 'from_date')}
      />
      <DateField
        label={t('prices.to_date')}
        name="to_date"
        value={f.to_date}
        min={f.from_date || undefined}
        max={today}
        error={errors.to_date && t(`validation.${errors.to_date}`)}
        disabled={datesLocked}
        onChange={(to_date) => onChange({ ...f, to_date }, 'to_date')}
      />
      {withWord && (
        <TextField
          size="small"
          fullWidth
          type="search"
          label={t('prices.word')}
          placeholder={t('prices.word_placeholder')}
          value={f.word ?? ''}
          disabled={disabled}
          onChange={(e) => onChange({ ...f, word: e.target.value || undefined }, 'word')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: PRICE_WORD_MAX } }}
        />
      )}
    </Box>
  );
}

/** True when the card's action may run: a product and valid dates. */
export function canSubmit(f: PriceFilter, today: string): boolean {
  return f.product_id !== undefined && Object.keys(dateErrors(f.from_date, f.to_date, today)).length === 0;
}

export function FilterCard(props: FilterCardProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { value, today, disabled, action, onSearch, dialog, title = t('prices.filter_title') } = props;
  const ok = canSubmit(value, today);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ok || disabled) return;
    if (action) {
      if (!action.disabled) action.onClick();
    } else onSearch?.();
  };
  const button = action ? (
    <Button type="submit" variant="contained" startIcon={action.icon} disabled={disabled || action.disabled || !ok}>
      {action.label}
    </Button>
  ) : (
    <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={disabled || !ok}>
      {t('prices.search')}
    </Button>
  );

  if (dialog) {
    return (
      <Dialog
        open={dialog.open}
        onClose={dialog.onClose}
        fullScreen={phone}
        fullWidth
        maxWidth="md"
        aria-labelledby={titleId}
        slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
      >
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          {title}
          <IconButton aria-label={t('prices.close')} title={t('prices.close')} onClick={dialog.onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <PickersProvider>
            <FilterFields {...props} />
          </PickersProvider>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
          <Button onClick={dialog.onClose}>{t('prices.close')}</Button>
          {dialog.onSaveSearch && (
            <Button variant="outlined" onClick={dialog.onSaveSearch} disabled={!ok}>
              {t('prices.save_search')}
            </Button>
          )}
          {button}
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={submit} aria-labelledby={titleId} sx={{ p: { xs: 2, md: 2.5 } }}>
      <Typography id={titleId} variant="h2" component="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
        {title}
      </Typography>
      <PickersProvider>
        <FilterFields {...props} />
      </PickersProvider>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>{button}</Box>
    </Paper>
  );
}
