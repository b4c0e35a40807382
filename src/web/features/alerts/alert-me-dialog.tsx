/**
 * "Alert me" on the materials page (issue 16): a button and its dialog — item, governorate, above
 * or below, limit in LE — saved with POST price_alert. A visitor is sent to /login; a reader whose
 * packages do not grant 'prices.alerts' (known from `me`, or the server's 402) reads "You must
 * subscribe first" with a link to the packages.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { FieldErrors } from '../../../shared/envelope';
import { paths } from '../../../shared/paths';
import { ALERT_DIRECTIONS, type AlertDirection } from '../../../shared/schemas/bulletins';
import type { GovernorateOption, ItemOption, PriceRow } from '../../../shared/schemas/prices';
import { useApi } from '../../api/react';
import { useSubmissionKey } from '../../api/idempotency';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { useSession } from '../../ui/session';

export interface AlertMeProps {
  /** The product's items and the governorates of the page's lookups. */
  items: readonly ItemOption[];
  governorates: readonly GovernorateOption[];
  /** The prices shown: they preselect a pair and show its latest mid price. */
  rows: readonly PriceRow[];
  /** The filter's item and governorate, when chosen. */
  itemId?: number;
  govId?: number;
}

interface Form {
  item_id: number | '';
  governorate_id: number | '';
  direction: AlertDirection;
  threshold: string;
}

export function AlertMeButton({ items, governorates, rows, itemId, govId }: AlertMeProps) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { user, known } = useSession();
  const feedback = useFeedback();
  const submission = useSubmissionKey();
  const [open, setOpen] = useState(false);
  const [needsPackage, setNeedsPackage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const first = rows[0];
  const [form, setForm] = useState<Form>({ item_id: '', governorate_id: '', direction: 'above', threshold: '' });

  const govsOf = (id: number | '') => {
    const item = items.find((i) => i.id === id);
    return item && item.govs.length ? governorates.filter((g) => item.govs.includes(g.id)) : governorates;
  };
  const govOptions = useMemo(() => govsOf(form.item_id), [form.item_id, items, governorates]); // eslint-disable-line react-hooks/exhaustive-deps
  const latest = rows.find((r) => r.item_id === form.item_id && r.gov_id === form.governorate_id)?.mid_price;

  function start() {
    if (!user && known) {
      void navigate(paths.login());
      return;
    }
    setFields({});
    // Before `me` answers, the server says it (401 → login, 402 → the packages).
    if (user && !user.entitlements.includes('prices.alerts')) {
      setNeedsPackage(t('alerts.subscribe_first'));
    } else {
      setNeedsPackage(null);
      const item = itemId ?? first?.item_id ?? '';
      const gov = govId ?? (first && first.item_id === item ? first.gov_id : (govsOf(item)[0]?.id ?? ''));
      const price = rows.find((r) => r.item_id === item && r.gov_id === gov)?.mid_price;
      setForm({ item_id: item, governorate_id: gov, direction: 'above', threshold: price ? String(Math.round(Number(price))) : '' });
    }
    setOpen(true);
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const body = { item_id: Number(form.item_id), governorate_id: Number(form.governorate_id), direction: form.direction, threshold: form.threshold.trim() };
    setBusy(true);
    const res = await api.createPriceAlert(body, submission.keyFor(body));
    setBusy(false);
    if (res.ok) {
      submission.done();
      setOpen(false);
      feedback.toast(res.msg);
      return;
    }
    if (res.problem.kind === 'subscription_required') {
      setNeedsPackage(res.problem.msg || t('alerts.subscribe_first'));
      return;
    }
    if (res.problem.kind === 'unauthenticated') {
      setOpen(false);
      void navigate(paths.login());
      return;
    }
    const shown = feedback.report(res.problem);
    if (shown) setFields(shown);
  }

  const errorOf = (name: string) => fields[name]?.[0];

  return (
    <>
      <Button variant="outlined" size="small" startIcon={<NotificationsActiveIcon />} onClick={start} aria-haspopup="dialog" title={t('alerts.button_label')}>
        {t('alerts.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="alert-dialog-title">
        <DialogTitle id="alert-dialog-title">{t('alerts.title')}</DialogTitle>
        {needsPackage ? (
          <>
            <DialogContent>
              <Alert severity="info">
                <strong>{needsPackage}</strong>
                <Typography variant="body2">{t('alerts.subscribe_body')}</Typography>
              </Alert>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{t('alerts.close')}</Button>
              <Button component={RouterLink} to={paths.subscriptionPackages()} variant="contained">
                {t('alerts.see_packages')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <form onSubmit={save} noValidate>
            <DialogContent>
              <Stack spacing={2}>
                <Typography variant="body2" color="textSecondary">
                  {t('alerts.intro')}
                </Typography>
                <TextField
                  select
                  label={t('alerts.item')}
                  value={form.item_id}
                  onChange={(e) => {
                    const id = Number(e.target.value);
                    const govs = govsOf(id);
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
                  {items.map((i) => (
                    <MenuItem key={i.id} value={i.id}>
                      {i.name}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label={t('alerts.governorate')}
                  value={form.governorate_id}
                  onChange={(e) => setForm((f) => ({ ...f, governorate_id: Number(e.target.value) }))}
                  error={!!errorOf('governorate_id')}
                  helperText={errorOf('governorate_id') ?? (latest ? t('alerts.current_price', { price: latest }) : undefined)}
                  required
                >
                  {govOptions.map((g) => (
                    <MenuItem key={g.id} value={g.id}>
                      {g.name}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label={t('alerts.direction')}
                  value={form.direction}
                  onChange={(e) => setForm((f) => ({ ...f, direction: e.target.value as AlertDirection }))}
                >
                  {ALERT_DIRECTIONS.map((d) => (
                    <MenuItem key={d} value={d}>
                      {t(`alerts.${d}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label={t('alerts.threshold')}
                  value={form.threshold}
                  onChange={(e) => setForm((f) => ({ ...f, threshold: e.target.value }))}
                  slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
                  error={!!errorOf('threshold')}
                  helperText={errorOf('threshold')}
                  required
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{t('alerts.cancel')}</Button>
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
