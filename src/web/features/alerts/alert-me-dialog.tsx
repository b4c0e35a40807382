/**
 * The dialog of "Alert me" (alert-dialog.tsx, issue 16): item, governorate, above or below, limit
 * in LE — saved with POST price_alert. A reader whose packages do not grant 'prices.alerts'
 * (known from `me`, or the server's 402) reads "You must subscribe first" with a link to the
 * packages. Its code (the fields, the alert schema's constants) loads when the button is used.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { FieldErrors } from '../../../shared/envelope';
import { paths } from '../../../shared/paths';
import { ALERT_DIRECTIONS, type AlertDirection } from '../../../shared/schemas/bulletins';
import { useApi } from '../../api/react';
import { useSubmissionKey } from '../../api/idempotency';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { useSession } from '../../ui/session';
import { Alert } from '../../ui/kit/alert';
import { Button } from '../../ui/kit/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../ui/kit/dialog';
import { SelectField, TextField } from '../../ui/kit/field';
import s from './alert-me-dialog.module.css';
import type { AlertMeProps } from './alert-dialog';

interface Form {
  item_id: number | '';
  governorate_id: number | '';
  direction: AlertDirection;
  threshold: string;
}

function initial(props: AlertMeProps): Form {
  const { rows, itemId, govId, items, governorates } = props;
  const first = rows[0];
  const item = itemId ?? first?.item_id ?? '';
  const govs = govsOf(items, governorates, item);
  const gov = govId ?? (first && first.item_id === item ? first.gov_id : (govs[0]?.id ?? ''));
  const price = rows.find((r) => r.item_id === item && r.gov_id === gov)?.mid_price;
  return { item_id: item, governorate_id: gov, direction: 'above', threshold: price ? String(Math.round(Number(price))) : '' };
}

function govsOf(items: AlertMeProps['items'], governorates: AlertMeProps['governorates'], id: number | '') {
  const item = items.find((i) => i.id === id);
  return item && item.govs.length ? governorates.filter((g) => item.govs.includes(g.id)) : governorates;
}

/** Mounted afresh (a new key) each time the button opens it. */
export default function AlertMeDialog({ open, onClose, ...props }: AlertMeProps & { open: boolean; onClose: () => void }) {
  const { items, governorates, rows } = props;
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { user } = useSession();
  const feedback = useFeedback();
  const submission = useSubmissionKey();
  // Before `me` answers, the server says it (401 → login, 402 → the packages).
  const [needsPackage, setNeedsPackage] = useState<string | null>(() =>
    user && !user.entitlements.includes('prices.alerts') ? t('alerts.subscribe_first') : null,
  );
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [form, setForm] = useState<Form>(() => initial(props));

  const govOptions = useMemo(() => govsOf(items, governorates, form.item_id), [form.item_id, items, governorates]);
  const latest = rows.find((r) => r.item_id === form.item_id && r.gov_id === form.governorate_id)?.mid_price;

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const body = { item_id: Number(form.item_id), governorate_id: Number(form.governorate_id), direction: form.direction, threshold: form.threshold.trim() };
    setBusy(true);
    const res = await api.createPriceAlert(body, submission.keyFor(body));
    setBusy(false);
    if (res.ok) {
      submission.done();
      onClose();
      feedback.toast(res.msg);
      return;
    }
    if (res.problem.kind === 'subscription_required') {
      setNeedsPackage(res.problem.msg || t('alerts.subscribe_first'));
      return;
    }
    if (res.problem.kind === 'unauthenticated') {
      onClose();
      void navigate(paths.login());
      return;
    }
    const shown = feedback.report(res.problem);
    if (shown) setFields(shown);
  }

  const errorOf = (name: string) => fields[name]?.[0];

  return (
    <>
      <Dialog open={open} onClose={onClose} maxWidth="xs">
        <DialogTitle>{t('alerts.title')}</DialogTitle>
        {needsPackage ? (
          <>
            <DialogContent>
              <Alert severity="info">
                <strong>{needsPackage}</strong>
                <p className={s.body2}>{t('alerts.subscribe_body')}</p>
              </Alert>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('alerts.close')}</Button>
              <Button to={paths.subscriptionPackages()} variant="contained">
                {t('alerts.see_packages')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <form onSubmit={save} noValidate className={s.form}>
            <DialogContent>
              <div className={s.fields}>
                <p className={s.intro}>{t('alerts.intro')}</p>
                <SelectField
                  fullWidth
                  label={t('alerts.item')}
                  value={String(form.item_id)}
                  onChange={(e) => {
                    const id = Number(e.target.value);
                    const govs = govsOf(items, governorates, id);
                    setForm((f) => ({
                      ...f,
                      item_id: id,
                      governorate_id: govs.some((g) => g.id === f.governorate_id) ? f.governorate_id : (govs[0]?.id ?? ''),
                    }));
                  }}
                  error={!!errorOf('item_id')}
                  helperText={errorOf('item_id')}
                  required
                >
                  {form.item_id === '' && <option value="" />}
                  {items.map((i) => (
                    <option key={i.id} value={String(i.id)}>
                      {i.name}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  fullWidth
                  label={t('alerts.governorate')}
                  value={String(form.governorate_id)}
                  onChange={(e) => setForm((f) => ({ ...f, governorate_id: Number(e.target.value) }))}
                  error={!!errorOf('governorate_id')}
                  helperText={errorOf('governorate_id') ?? (latest ? t('alerts.current_price', { price: latest }) : undefined)}
                  required
                >
                  {form.governorate_id === '' && <option value="" />}
                  {govOptions.map((g) => (
                    <option key={g.id} value={String(g.id)}>
                      {g.name}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  fullWidth
                  label={t('alerts.direction')}
                  value={form.direction}
                  onChange={(e) => setForm((f) => ({ ...f, direction: e.target.value as AlertDirection }))}
                >
                  {ALERT_DIRECTIONS.map((d) => (
                    <option key={d} value={d}>
                      {t(`alerts.${d}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  fullWidth
                  label={t('alerts.threshold')}
                  value={form.threshold}
                  onChange={(e) => setForm((f) => ({ ...f, threshold: e.target.value }))}
                  inputMode="decimal"
                  dir="ltr"
                  error={!!errorOf('threshold')}
                  helperText={errorOf('threshold')}
                  required
                />
              </div>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('alerts.cancel')}</Button>
              <Button type="submit" variant="contained" loading={busy} disabled={form.item_id === '' || form.governorate_id === '' || !form.threshold.trim()}>
                {t('alerts.save')}
              </Button>
            </DialogActions>
          </form>
        )}
      </Dialog>
    </>
  );
}
