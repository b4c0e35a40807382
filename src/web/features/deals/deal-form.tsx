/**
 * The add-deal form (SPEC sections 4 and 5, "Deal form"): every field required; the type is
 * disabled until a product is chosen, the item until product, type and producer are, and the
 * items offered match all three; changing the product clears type and item, changing type or
 * producer clears the item — the prices filter's cascade (src/shared/cascade.ts) with
 * DEAL_CASCADE's rules. react-hook-form resolves with the API's own schema (dealBodySchema);
 * the server's 422 shows under its fields; one Idempotency-Key per submission.
 */
import { useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  cascadeEnabled,
  changeCascade,
  DEAL_CASCADE,
  governorateOptions,
  itemOptions,
  parseId,
  typeOptions,
  type CascadeField,
  type CascadeState,
} from '../../../shared/cascade';
import { dealBodySchema, type DealFormValues, type DealList, type DealPayload } from '../../../shared/schemas/deals';
import type { ApiProblem } from '../../api/errors';
import { useApi } from '../../api/react';
import { useSubmissionKey } from '../../api/idempotency';
import { messageKey } from '../../i18n/message-key';
import { useTranslation } from '../../i18n/react';
import { visuallyHidden } from '../../ui/a11y';
import { Button } from '../../ui/kit/button';
import { TextField } from '../../ui/kit/field';
import { IdSelect } from './select-field';
import styles from './deals.module.css';

export const EMPTY_DEAL: DealFormValues = {
  product_id: '',
  product_type_id: '',
  producer_id: '',
  item_id: '',
  governorate_id: '',
  unit_id: '',
  quantity: '',
  website: '',
};

type Lookups = Pick<DealList, 'products' | 'products_types' | 'producers' | 'items' | 'governorates' | 'units'>;
type SelectName = Exclude<keyof DealFormValues, 'quantity' | 'website'>;
const CASCADE_OF: Partial<Record<SelectName, CascadeField>> = {
  product_id: 'product_id',
  product_type_id: 'product_type_id',
  producer_id: 'producer_id',
  item_id: 'item_id',
};
const str = (n: number | undefined) => (n ? String(n) : '');
const toCascade = (v: DealFormValues): CascadeState => ({
  product_id: parseId(v.product_id) || undefined,
  product_type_id: parseId(v.product_type_id) || undefined,
  producer_id: parseId(v.producer_id) || undefined,
  item_id: parseId(v.item_id) || undefined,
});

export function DealForm({
  lookups,
  onSaved,
  onCancel,
  onProblem,
}: {
  lookups: Lookups;
  /** After a save: the API's message. */
  onSaved: (msg: string) => void;
  onCancel: () => void;
  /** A problem that is not about a field (401, 402, offline…). */
  onProblem: (problem: ApiProblem) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const submission = useSubmissionKey();
  const sending = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    trigger,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm<DealFormValues, unknown, DealPayload>({
    resolver: zodResolver(dealBodySchema) as unknown as Resolver<DealFormValues, unknown, DealPayload>,
    mode: 'onTouched',
    defaultValues: EMPTY_DEAL,
  });
  const values = watch();
  const state = toCascade(values);
  const enabled = cascadeEnabled(state);
  const govs = governorateOptions(lookups.governorates, lookups.items, state.item_id);

  const choose = (name: SelectName) => (value: string) => {
    const field = CASCADE_OF[name];
    if (!field) {
      setValue(name, value, { shouldValidate: true, shouldTouch: true });
      return;
    }
    const next = changeCascade(state, field, parseId(value) || undefined, DEAL_CASCADE);
    for (const f of ['product_id', 'product_type_id', 'producer_id', 'item_id'] as const) {
      const v = str(next[f]);
      if (v !== values[f] || f === name) setValue(f, v, { shouldValidate: f === name || !!touchedFields[f], shouldTouch: f === name });
    }
    // An item restricts the governorates: a governorate it is not sold in is cleared.
    const allowed = governorateOptions(lookups.governorates, lookups.items, next.item_id);
    if (values.governorate_id && !allowed.some((g) => String(g.id) === values.governorate_id)) setValue('governorate_id', '');
  };

  const errorText = (name: keyof DealFormValues) => {
    const e = errors[name];
    if (!e) return undefined;
    return e.type === 'server' ? e.message : t(messageKey(e.message));
  };
  const select = (name: SelectName, label: string, options: readonly { id: number; name: string }[], disabled = false) => (
    <IdSelect
      id={`deal-form-${name}`}
      name={name}
      label={label}
      value={values[name]}
      options={options}
      empty={t('deals.choose')}
      onChange={choose(name)}
      onBlur={() => void trigger(name)}
      disabled={disabled}
      required
      error={!!errors[name]}
      helperText={errorText(name)}
    />
  );

  const onSubmit = handleSubmit(async (payload) => {
    if (sending.current) return;
    sending.current = true;
    const res = await api.addDeal(payload, submission.keyFor(payload)).finally(() => (sending.current = false));
    if (res.ok) {
      submission.done();
      reset(EMPTY_DEAL);
      onSaved(res.msg);
      return;
    }
    if (res.problem.kind === 'validation') {
      for (const [field, messages] of Object.entries(res.problem.fields)) {
        if (field in EMPTY_DEAL && messages[0]) setError(field as keyof DealFormValues, { type: 'server', message: messages[0] }, { shouldFocus: true });
      }
      return;
    }
    onProblem(res.problem);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="deal-form-title">
      <h2 id="deal-form-title" className={styles.formTitle}>
        {t('deals.form_title')}
      </h2>
      <p className={styles.formIntro}>{t('deals.form_intro')}</p>
      <div className={styles.formFields}>
        <div className={styles.formGrid}>
          {select('product_id', t('deals.product'), lookups.products)}
          {select('product_type_id', t('deals.product_type'), typeOptions(lookups.products_types, state.product_id), !enabled.product_type_id)}
          {select('producer_id', t('deals.producer'), lookups.producers)}
          {select('item_id', t('deals.item'), enabled.item_id ? itemOptions(lookups.items, state) : [], !enabled.item_id)}
          {select('governorate_id', t('deals.governorate'), govs)}
          <div className={styles.formPair}>
            <TextField
              {...register('quantity')}
              id="deal-form-quantity"
              label={t('deals.quantity')}
              required
              size="small"
              fullWidth
              error={!!errors.quantity}
              helperText={errorText('quantity')}
              inputMode="decimal"
              dir="ltr"
            />
            {select('unit_id', t('deals.unit'), lookups.units)}
          </div>
        </div>
        {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
        <div aria-hidden="true" style={visuallyHidden}>
          <label htmlFor="deal-form-website">{t('deals.website')}</label>
          <input id="deal-form-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>
        <div className={styles.formActions}>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? t('deals.saving') : t('deals.save')}
          </Button>
          <Button
            onClick={() => {
              reset(EMPTY_DEAL);
              onCancel();
            }}
          >
            {t('deals.cancel')}
          </Button>
        </div>
      </div>
    </form>
  );
}
