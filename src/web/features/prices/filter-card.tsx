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
 *     carried={{ item_id: '12', … }} // what the visitor chose in the server-rendered card before
 *                                    // its code arrived (ui/deferred.tsx carryOver), applied once
 *   />
 *
 * The date rules (from <= to <= today) show the shared validation messages under the pickers
 * (validation.date_after_today, validation.to_before_from) and block the action.
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { GovernorateOption, ItemOption, ProducerOption, ProductOption, ProductTypeOption } from '../../../shared/schemas/prices';
import { PRICE_WORD_MAX } from '../../../shared/constants';
import { governorateOptions, itemOptions, parseId, typeOptions } from '../../../shared/cascade';
import { changeFilter, dateErrors, type FilterField, type PriceFilter } from './cascade';
import { DateField } from '../../ui/date-field';
import { Button, IconButton } from '../../ui/kit/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../ui/kit/dialog';
import { SelectField as KitSelect, TextField } from '../../ui/kit/field';
import { Icon } from '../../ui/kit/icon';
import { iconClose, iconSearch } from '../../ui/kit/icons';
import { Spinner } from '../../ui/kit/progress';
import s from './filter-card.module.css';

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
  /** Dialog mode; `onSaveSearch` adds a "Save search" button (the dialog then says "Search saved"). */
  dialog?: { open: boolean; onClose: () => void; onSaveSearch?: () => void };
  /** Prefix of the fields' ids (two cards on one page: the inline one and the dialog's). */
  idPrefix?: string;
  /** The fields' values (by name) the visitor set before the card's code arrived (ui/deferred.tsx). */
  carried?: Record<string, string>;
}

interface Option {
  id: number;
  name: string;
}

function SelectField(props: {
  id: string;
  name: string;
  label: string;
  value: number | undefined;
  options: readonly Option[];
  empty?: string;
  disabled?: boolean;
  loading?: boolean;
  onChange: (id: number | undefined) => void;
}) {
  const { id, name, label, value, options, empty, disabled, loading, onChange } = props;
  const known = value !== undefined && options.some((o) => o.id === value);
  return (
    // The list reloading is announced on the select itself (aria-busy): a spinner labelled like
    // the field would give the page two controls of the same name.
    <KitSelect
      id={id}
      name={name}
      size="small"
      fullWidth
      label={label}
      value={known ? String(value) : ''}
      disabled={disabled}
      aria-busy={loading || undefined}
      onChange={(e) => onChange(parseId(e.target.value))}
      endAdornment={loading ? <Spinner size={16} /> : undefined}
    >
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </KitSelect>
  );
}

/** The cascade's fields in the order a visitor fills them (a carried-over choice is applied in this order). */
const CASCADE: readonly FilterField[] = ['product_id', 'product_type_id', 'producer_id', 'item_id', 'gov_id'];

/**
 * The visitor's choices made in the server's HTML before the code came: applied once, field by
 * field through the cascade, as if they had been made now.
 */
function useCarried({ carried, value, onChange }: FilterCardProps) {
  useEffect(() => {
    if (!carried) return;
    let f = value;
    for (const field of CASCADE) {
      const raw = carried[field];
      if (raw === undefined || parseId(raw) === f[field]) continue;
      f = changeFilter(f, field, parseId(raw));
      onChange(f, field);
      if (field === 'product_id') return; // another product: another page
    }
    for (const field of ['from_date', 'to_date'] as const) {
      const raw = carried[field];
      if (raw !== undefined && raw !== f[field]) onChange((f = { ...f, [field]: raw }), field);
    }
    const word = carried.word;
    if (word !== undefined && word !== (f.word ?? '')) onChange({ ...f, word: word || undefined }, 'word');
    // Once, when the card's code takes over from the server's HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function FilterFields(props: FilterCardProps) {
  const { t } = useTranslation();
  const { value: f, onChange, lookups, today, withWord = true, disabled, loadingProducers, locked = [], idPrefix = 'filter' } = props;
  const productLocked = disabled || locked.includes('product_id');
  const datesLocked = disabled || locked.includes('dates');
  const set = (field: FilterField) => (id: number | undefined) => onChange(changeFilter(f, field, id), field);
  const errors = dateErrors(f.from_date, f.to_date, today);
  const types = typeOptions(lookups.types, f.product_id, t('prices.all_types'));
  const items = itemOptions(lookups.items, f);
  const govs = governorateOptions(lookups.governorates, lookups.items, f.item_id);
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className={s.fields}>
      <SelectField
        id={id('product_id')}
        name="product_id"
        label={t('prices.product')}
        value={f.product_id}
        options={lookups.products}
        disabled={productLocked}
        onChange={set('product_id')}
      />
      <SelectField
        id={id('product_type_id')}
        name="product_type_id"
        label={t('prices.product_type')}
        value={f.product_type_id}
        options={types}
        disabled={disabled}
        onChange={set('product_type_id')}
      />
      <SelectField
        id={id('producer_id')}
        name="producer_id"
        label={t('prices.producer')}
        value={f.producer_id}
        options={lookups.producers}
        empty={t('prices.any_producer')}
        disabled={disabled}
        loading={loadingProducers}
        onChange={set('producer_id')}
      />
      <SelectField
        id={id('item_id')}
        name="item_id"
        label={t('prices.item')}
        value={f.item_id}
        options={items}
        empty={t('prices.any_item')}
        disabled={disabled}
        onChange={set('item_id')}
      />
      <SelectField
        id={id('gov_id')}
        name="gov_id"
        label={t('prices.governorate')}
        value={f.gov_id}
        options={govs}
        empty={t('prices.default_governorate')}
        disabled={disabled}
        onChange={set('gov_id')}
      />
      <DateField
        id={id('from_date')}
        label={t('prices.from_date')}
        name="from_date"
        value={f.from_date}
        max={f.to_date && f.to_date < today ? f.to_date : today}
        error={errors.from_date && t(`validation.${errors.from_date}`)}
        disabled={datesLocked}
        onChange={(from_date) => onChange({ ...f, from_date }, 'from_date')}
      />
      <DateField
        id={id('to_date')}
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
          id={id('word')}
          name="word"
          size="small"
          fullWidth
          type="search"
          label={t('prices.word')}
          placeholder={t('prices.word_placeholder')}
          value={f.word ?? ''}
          disabled={disabled}
          maxLength={PRICE_WORD_MAX}
          onChange={(e) => onChange({ ...f, word: e.target.value || undefined }, 'word')}
        />
      )}
    </div>
  );
}

/** True when the card's action may run: a product and valid dates. */
export function canSubmit(f: PriceFilter, today: string): boolean {
  return f.product_id !== undefined && Object.keys(dateErrors(f.from_date, f.to_date, today)).length === 0;
}

export function FilterCard(props: FilterCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { value, today, disabled, action, onSearch, dialog, title = t('prices.filter_title') } = props;
  useCarried(props);
  // The dialog covers the page: "Search saved" is said inside it (a live region), not in a toast behind it.
  const [saved, setSaved] = useState(false);
  useEffect(() => setSaved(false), [value]);
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
    <Button type="submit" variant="contained" startIcon={<Icon path={iconSearch} />} disabled={disabled || !ok}>
      {t('prices.search')}
    </Button>
  );

  if (dialog) {
    return (
      <Dialog open={dialog.open} onClose={dialog.onClose} fullScreen="phone" maxWidth="md">
        <form className={s.dialogForm} onSubmit={submit} noValidate>
          <div className={s.dialogHead}>
            <DialogTitle className={s.dialogTitle}>{title}</DialogTitle>
            <IconButton label={t('prices.close')} onClick={dialog.onClose}>
              <Icon path={iconClose} />
            </IconButton>
          </div>
          <DialogContent dividers>
            <FilterFields idPrefix="filter-dialog" {...props} />
          </DialogContent>
          <DialogActions className={s.dialogActions}>
            <p role="status" className={s.saved}>
              {saved ? t('prices.search_saved') : ''}
            </p>
            <Button onClick={dialog.onClose}>{t('prices.close')}</Button>
            {dialog.onSaveSearch && (
              <Button
                variant="outlined"
                onClick={() => {
                  dialog.onSaveSearch?.();
                  setSaved(true);
                }}
                disabled={!ok}
              >
                {t('prices.save_search')}
              </Button>
            )}
            {button}
          </DialogActions>
        </form>
      </Dialog>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className={s.card}>
      <h2 id={titleId} className={s.title}>
        {title}
      </h2>
      <FilterFields {...props} />
      <div className={s.footer}>{button}</div>
    </form>
  );
}
