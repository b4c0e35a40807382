/**
 * /admin/outbox (issue 18, area `outbox`, admins only): every mail the site queued, by status
 * (with their counts), day queued and address or subject. A mail opens with its text, its error
 * and attempts and its job's state; one that failed (or was kept without SMTP) is sent again
 * through the same mail job.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { OUTBOX_STATUS_NAMES, type OutboxMail, type OutboxStatusName } from '../../../../shared/schemas/outbox-admin';
import { messageKey } from '../../../i18n/message-key';
import { formatDateTime } from '../../../../shared/format';
import { useTranslation } from '../../../i18n/react';
import { useAdminCallData, useAdminCalls } from '../../../ui/admin/api';
import { AdminPage, Loaded } from '../../../ui/admin/admin-page';
import { cellLine, useDataGridText } from '../../../ui/admin/data-grid';
import { DateFilter } from '../../../ui/admin/date-filter';
import { useAdminT } from '../../../ui/admin/i18n';
import { useCanWrite } from '../../../ui/admin/me';
import { useFeedback } from '../../../ui/feedback/feedback-provider';

/** A grid cell's text in its own direction (an address, a subject in either language), wrapped, never cut. */
const Cell = ({ dir, children }: { dir: 'ltr' | 'auto'; children: string }) => (
  <Box component="span" dir={dir} sx={{ ...cellLine, textAlign: 'start' }}>
    {children}
  </Box>
);

const STATUS_COLORS = { sent: 'success', failed: 'error', pending: 'warning' } as const;
/** pg-boss's job states. */
const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

function MailDialog({ id, onClose, onResent }: { id: number; onClose: () => void; onResent: (msg: string) => void }) {
  const { t } = useAdminT();
  const lang = useTranslation().i18n.language;
  const admin = useAdminCalls();
  const canWrite = useCanWrite('outbox');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { state, reload } = useAdminCallData('outboxMail', { id });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mail = state.kind === 'ready' ? state.data : null;
  const resend = async () => {
    setBusy(true);
    const res = await admin.outboxResend({ id });
    setBusy(false);
    if (res.ok) {
      void reload();
      onResent(res.msg);
    } else setFailure(('msg' in res.problem && res.problem.msg) || t('shell.load_failed'));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="mail-title">
      <DialogTitle id="mail-title">{mail ? mail.subject : t('outbox.mail')}</DialogTitle>
      <DialogContent>
        <Loaded state={state} reload={() => void reload()}>
          {(m) => {
            const facts: [string, string][] = [
              [t('outbox.to'), m.to],
              [t('outbox.queued'), formatDateTime(m.created_at, lang)],
              [t('outbox.sent'), formatDateTime(m.sent_at, lang)],
              [t('outbox.attempts'), String(m.attempts)],
              [t('outbox.resends'), String(m.resends)],
              [
                t('outbox.job'),
                m.job
                  ? t('outbox.job_state', {
                      state: (JOB_STATES as readonly string[]).includes(m.job.state)
                        ? t(`outbox.job_${m.job.state as (typeof JOB_STATES)[number]}`)
                        : m.job.state,
                      tries: m.job.retry_count,
                      limit: m.job.retry_limit,
                    })
                  : t('outbox.job_archived'),
              ],
            ];
            return (
              <Stack spacing={2}>
                <Box>
                  <Chip size="small" color={STATUS_COLORS[m.status]} label={t(`outbox.status_${m.status}`)} />
                </Box>
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
                  {facts.map(([label, value]) => (
                    <Box key={label} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                        <bdi>{value}</bdi>
                      </Typography>
                    </Box>
                  ))}
                </Box>
                {m.job?.next_attempt_at && <Alert severity="info">{t('outbox.next_attempt', { date: formatDateTime(m.job.next_attempt_at, lang) })}</Alert>}
                {m.error && (
                  <Alert severity="error">
                    {t('outbox.last_error')}: <bdi dir="ltr">{m.error}</bdi>
                  </Alert>
                )}
                <Typography variant="subtitle2" component="h3">
                  {t('outbox.text')}
                  {m.has_html ? ` — ${t('outbox.has_html')}` : ''}
                </Typography>
                <Box
                  component="pre"
                  dir="auto"
                  sx={{
                    bgcolor: 'action.hover',
                    p: 1.5,
                    m: 0,
                    overflow: 'auto',
                    maxHeight: 360,
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    fontSize: 13,
                  }}
                >
                  {m.text}
                </Box>
                {failure && <Alert severity="error">{failure}</Alert>}
              </Stack>
            );
          }}
        </Loaded>
      </DialogContent>
      <DialogActions>
        {canWrite && mail?.can_resend && (
          <Button variant="contained" startIcon={<SendIcon />} onClick={() => void resend()} disabled={busy}>
            {t('outbox.resend')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function OutboxScreen() {
  const { t } = useAdminT();
  const site = useTranslation();
  const lang = site.i18n.language;
  const gridText = useDataGridText();
  const feedback = useFeedback();
  const [status, setStatus] = useState<OutboxStatusName | ''>('');
  const [filters, setFilters] = useState({ from: '', to: '', q: '' });
  const [pageModel, setPageModel] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [open, setOpen] = useState<number | null>(null);
  const badRange = !!filters.from && !!filters.to && filters.to < filters.from;
  const { state, reload } = useAdminCallData('outboxList', {
    // '' (all) is left out of the query, as before.
    status: status || undefined,
    ...filters,
    to: badRange ? '' : filters.to,
    page: pageModel.page + 1,
    rows: pageModel.pageSize,
  });
  const data = state.kind === 'ready' ? state.data : null;
  const set = (name: keyof typeof filters) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [name]: e.target.value }));
    setPageModel((m) => ({ ...m, page: 0 }));
  };
  const dateField = (name: 'from' | 'to', label: string, error?: string) => (
    <DateFilter id={`outbox-${name}`} label={label} value={filters[name]} onChange={set(name)} error={error} />
  );
  const columns: GridColDef<OutboxMail>[] = [
    { field: 'created_at', headerName: t('outbox.queued'), width: 170, sortable: false, valueFormatter: (v: string) => formatDateTime(v, lang) },
    { field: 'to', headerName: t('outbox.to'), flex: 1, minWidth: 200, sortable: false, renderCell: (p) => <Cell dir="ltr">{p.row.to}</Cell> },
    { field: 'subject', headerName: t('outbox.subject'), flex: 1, minWidth: 200, sortable: false, renderCell: (p) => <Cell dir="auto">{p.row.subject}</Cell> },
    {
      field: 'status',
      headerName: t('outbox.status'),
      width: 120,
      sortable: false,
      renderCell: (p) => <Chip size="small" color={STATUS_COLORS[p.row.status]} label={t(`outbox.status_${p.row.status}`)} />,
    },
    { field: 'attempts', headerName: t('outbox.attempts'), width: 100, type: 'number', sortable: false },
    { field: 'error', headerName: t('outbox.last_error'), flex: 1, minWidth: 160, sortable: false, valueFormatter: (v: string | null) => v ?? '' },
  ];
  const counts = data?.counts;
  const total = counts ? counts.sent + counts.failed + counts.pending : undefined;
  const tabLabel = (s: OutboxStatusName | '') => {
    const name = s ? t(`outbox.status_${s}`) : t('common.all');
    const n = s ? counts?.[s] : total;
    return n === undefined ? name : `${name} (${n})`;
  };
  return (
    <AdminPage title={t('outbox.title')}>
      {data && !data.smtp && <Alert severity="info">{t('outbox.no_smtp')}</Alert>}
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={status}
          onChange={(_e, v: OutboxStatusName | '') => {
            setStatus(v);
            setPageModel((m) => ({ ...m, page: 0 }));
          }}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('outbox.status')}
        >
          {(['', ...OUTBOX_STATUS_NAMES] as const).map((s) => (
            <Tab key={s || 'all'} value={s} label={tabLabel(s)} />
          ))}
        </Tabs>
      </Box>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField id="outbox-q" type="search" fullWidth size="small" label={t('outbox.search')} value={filters.q} onChange={set('q')} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>{dateField('from', t('common.from'))}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{dateField('to', t('common.to'), badRange ? site.t(messageKey('to_before_from')) : undefined)}</Grid>
      </Grid>
      {state.kind === 'failed' ? (
        <Loaded state={state} reload={() => void reload()}>
          {() => null}
        </Loaded>
      ) : (
        <Box sx={{ height: 640, width: '100%' }}>
          <DataGrid
            rows={data?.items ?? []}
            columns={columns}
            rowCount={data?.total ?? 0}
            loading={state.kind === 'loading'}
            paginationMode="server"
            paginationModel={pageModel}
            onPaginationModelChange={setPageModel}
            pageSizeOptions={[25, 50, 100]}
            onRowClick={(p) => setOpen(p.row.id)}
            disableColumnFilter
            disableRowSelectionOnClick
            localeText={gridText}
          />
        </Box>
      )}
      {open !== null && (
        <MailDialog
          id={open}
          onClose={() => setOpen(null)}
          onResent={(msg) => {
            feedback.toast(msg);
            void reload();
          }}
        />
      )}
    </AdminPage>
  );
}
