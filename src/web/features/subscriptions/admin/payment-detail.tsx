/**
 * One order on /admin/payments: its customer and state, its frozen lines, the subscriptions it
 * paid, every provider event as received, and the refund — through the provider when its
 * interface can, else recorded once refunded by hand at the provider (decision 024).
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { AdminPaymentDetail } from '../../../../shared/schemas/subscriptions-admin';
import { formatDateTime, formatMoney, formatPrice, formatShortDate } from '../../../../shared/format';
import { useTranslation } from '../../../i18n/react';
import { useAdminApi, useAdminData } from '../../../ui/admin/api';
import { Loaded } from '../../../ui/admin/admin-page';
import { useAdminT } from '../../../ui/admin/i18n';
import { useCanWrite } from '../../../ui/admin/me';
import { providerLabel } from '../labels';
import { PAYMENT_COLORS } from './orders-tab';
import { problemFields, problemText } from './outcome';
import { SUBSCRIPTION_COLORS } from './subscriptions-tab';

function RefundDialog({ order, onClose, onDone }: { order: AdminPaymentDetail; onClose: () => void; onDone: (msg: string) => void }) {
  const { t } = useAdminT();
  const site = useTranslation();
  const lang = site.i18n.language;
  const admin = useAdminApi();
  const byHand = order.refund === 'by_hand';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refund = async () => {
    setBusy(true);
    const res = await admin.post<{ amount: string }>(`payments/${order.id}/refund`, { reason, by_hand: byHand });
    setBusy(false);
    if (res.ok) return onDone(res.msg);
    setError(problemFields(res.problem).reason?.[0] ?? null);
    setFailure(res.problem.kind === 'validation' ? null : problemText(res.problem, t('shell.load_failed')));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="refund-title">
      <DialogTitle id="refund-title">{t('payments.refund_title', { invoice: order.invoice })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {byHand
              ? t('payments.refund_by_hand_text', { provider: providerLabel(order.provider, site.t), amount: formatPrice(order.amount, lang) })
              : t('payments.refund_provider_text', { amount: formatPrice(order.amount, lang) })}
          </DialogContentText>
          <TextField
            id="refund-reason"
            label={t('payments.refund_reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!error}
            helperText={error ?? undefined}
            multiline
            minRows={2}
            fullWidth
            required
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void refund()} disabled={busy}>
          {byHand ? t('payments.record_refund') : t('payments.refund')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Detail({ order, onRefund }: { order: AdminPaymentDetail; onRefund?: () => void }) {
  const { t } = useAdminT();
  const site = useTranslation();
  const lang = site.i18n.language;
  const money = (v: string) => formatMoney(v, lang);
  const facts: [string, ReactNode][] = [
    [
      t('payments.customer'),
      <span key="c">
        {order.user.name} — <bdi dir="ltr">{order.user.email}</bdi>
      </span>,
    ],
    [t('payments.amount'), money(order.amount)],
    [t('payments.status'), <Chip key="s" size="small" color={PAYMENT_COLORS[order.status]} label={site.t(`subscriptions.payment_statuses.${order.status}`)} />],
    [t('payments.provider'), providerLabel(order.provider, site.t)],
    [
      t('payments.transaction'),
      <bdi key="tx" dir="ltr">
        {order.transaction_id ?? '—'}
      </bdi>,
    ],
    [t('payments.made'), formatDateTime(order.created_at, lang)],
    [t('payments.paid'), formatDateTime(order.paid_at, lang)],
    [t('payments.refunded_at'), formatDateTime(order.refunded_at, lang)],
  ];
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {order.refund !== 'none' && onRefund && (
        <Alert
          severity={order.refund === 'provider' ? 'info' : 'warning'}
          action={
            <Button color="inherit" size="small" onClick={onRefund}>
              {order.refund === 'provider' ? t('payments.refund') : t('payments.record_refund')}
            </Button>
          }
        >
          {order.refund === 'provider' ? t('payments.refund_provider_note') : t('payments.refund_by_hand_note')}
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('payments.lines')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('payments.package')}</TableCell>
              <TableCell>{t('packages.duration')}</TableCell>
              <TableCell align="right">{t('payments.price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((l, i) => (
              <TableRow key={i}>
                <TableCell>{l.title}</TableCell>
                <TableCell>{l.duration_months}</TableCell>
                <TableCell align="right">{money(l.price)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('payments.subscriptions')}
      </Typography>
      {order.subscriptions.length === 0 ? (
        <Typography variant="body2">{t('payments.no_subscriptions')}</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {order.subscriptions.map((s) => (
            <Stack component="li" key={s.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" color={SUBSCRIPTION_COLORS[s.status]} label={site.t(`subscriptions.statuses.${s.status}`)} />
              <Typography variant="body2">
                {s.package_title} — {formatShortDate(s.start_date, lang)} → {formatShortDate(s.end_date, lang)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('payments.events')}
      </Typography>
      {order.events.length === 0 ? (
        <Typography variant="body2">{t('payments.no_events')}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {order.events.map((e) => (
            <Box component="li" key={e.id} sx={{ borderInlineStart: '3px solid', borderColor: 'divider', paddingInlineStart: 1.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {formatDateTime(e.received_at, lang)} — {e.state ?? '—'} → {e.outcome ?? t('payments.event_waiting')}
              </Typography>
              <Box component="pre" dir="ltr" sx={{ bgcolor: 'action.hover', p: 1, m: 0, mt: 0.5, overflow: 'auto', maxHeight: 160, fontSize: 12 }}>
                {JSON.stringify(e.payload, null, 2)}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function PaymentDetailDialog({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: (msg: string) => void }) {
  const { t } = useAdminT();
  const canWrite = useCanWrite('payments');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { state, reload } = useAdminData<AdminPaymentDetail>(`payments/${id}`);
  const [refunding, setRefunding] = useState(false);
  const order = state.kind === 'ready' ? state.data : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="payment-title">
      <DialogTitle id="payment-title">{order ? t('payments.order_title', { invoice: order.invoice }) : t('payments.order')}</DialogTitle>
      <DialogContent>
        <Loaded state={state} reload={() => void reload()}>
          {(data) => <Detail order={data} onRefund={canWrite ? () => setRefunding(true) : undefined} />}
        </Loaded>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      {refunding && order && (
        <RefundDialog
          order={order}
          onClose={() => setRefunding(false)}
          onDone={(msg) => {
            setRefunding(false);
            void reload();
            onChanged(msg);
          }}
        />
      )}
    </Dialog>
  );
}
