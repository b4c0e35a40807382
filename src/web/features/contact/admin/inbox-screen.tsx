/**
 * /admin/inbox (issue 18, area `inbox`; admin and support): what readers send the site, a tab
 * per kind with its unread count — contact messages, deal requests, job applications. A list
 * (unread, handled or all; by name or e-mail) and the chosen message beside it (on a phone, over
 * it); the message is marked handled or unread again, and answered by e-mail. What each kind
 * shows of itself comes from its own feature (the route module hands the views in).
 */
import { useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DoneIcon from '@mui/icons-material/Done';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ReplyIcon from '@mui/icons-material/Reply';
import type { Lang } from '../../../../shared/envelope';
import type { AdminPage as Page } from '../../../../shared/schemas/admin';
import {
  INBOX_KINDS,
  INBOX_STATES,
  type ApplicationItem,
  type ContactItem,
  type DealRequestItem,
  type InboxKind,
  type InboxState,
  type InboxSummary,
} from '../../../../shared/schemas/inbox-admin';
import { formatDateTime, formatShortDate } from '../../../../shared/format';
import { useTranslation } from '../../../i18n/react';
import { useAdminApi, useAdminData } from '../../../ui/admin/api';
import { AdminPage, Loaded } from '../../../ui/admin/admin-page';
import { useAdminT, type AdminTranslator } from '../../../ui/admin/i18n';
import { useCanWrite } from '../../../ui/admin/me';
import { useFeedback } from '../../../ui/feedback/feedback-provider';
import { ReplyDialog } from './reply-dialog';

export interface InboxItemOf {
  contact: ContactItem;
  deal_requests: DealRequestItem;
  applications: ApplicationItem;
}
type AnyItem = InboxItemOf[InboxKind];

/** What a message is about (a deal, a job): its title linking to its page, facts under it, and who posted it. */
export interface InboxAbout {
  title: string;
  href: string;
  closed: boolean;
  lines: string[];
  poster: { name: string; email: string };
}

/**
 * How one kind shows itself: a line under the sender's name in the list, the reply's default
 * subject, the sender's phone, what the message is about, the sender's own words, and anything
 * else of its own (the CV).
 */
export interface InboxView<T> {
  subtitle: (item: T, t: AdminTranslator['t']) => string;
  replySubject: (item: T, t: AdminTranslator['t']) => string;
  phone: (item: T) => string;
  about?: (item: T, t: AdminTranslator['t'], lang: Lang) => InboxAbout;
  words: (item: T, t: AdminTranslator['t']) => { label?: string; text: string } | null;
  Extra?: ComponentType<{ item: T }>;
}
export type InboxViews = { [K in InboxKind]: InboxView<InboxItemOf[K]> };

const ROWS = 20;

function MessageBody({ item, view }: { item: AnyItem; view: InboxView<AnyItem> }) {
  const { t } = useAdminT();
  const lang = useTranslation().i18n.language;
  const phone = view.phone(item);
  const about = view.about?.(item, t, lang);
  const words = view.words(item, t);
  const Extra = view.Extra;
  return (
    <Stack spacing={1.5}>
      {phone && (
        <Typography variant="body2">
          {t('inbox.phone')}:{' '}
          <a href={`tel:${phone}`} dir="ltr">
            {phone}
          </a>
        </Typography>
      )}
      {about && (
        <Box sx={{ bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              <Link href={about.href} target="_blank" rel="noopener">
                {about.title}
              </Link>
            </Typography>
            {about.closed && <Chip size="small" label={t('inbox.closed')} />}
          </Stack>
          {about.lines.map((line) => (
            <Typography key={line} variant="body2">
              <bdi>{line}</bdi>
            </Typography>
          ))}
          <Typography variant="body2">
            {t('inbox.posted_by')}: {about.poster.name} — <bdi dir="ltr">{about.poster.email}</bdi>
          </Typography>
        </Box>
      )}
      {words && (
        <>
          {words.label && (
            <Typography variant="subtitle2" component="h3">
              {words.label}
            </Typography>
          )}
          <Typography component="div" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
            {words.text}
          </Typography>
        </>
      )}
      {Extra && <Extra item={item} />}
    </Stack>
  );
}

function MessagePane({ kind, item, view, onChanged }: { kind: InboxKind; item: AnyItem; view: InboxView<AnyItem>; onChanged: (msg: string) => void }) {
  const { t } = useAdminT();
  const lang = useTranslation().i18n.language;
  const admin = useAdminApi();
  const feedback = useFeedback();
  const canWrite = useCanWrite('inbox');
  const [replying, setReplying] = useState(false);
  const handled = item.handled_at !== null;
  const toggle = async () => {
    const res = await admin.send<null>(`inbox/${kind}/${item.id}/handled`, { method: 'PUT', body: { handled: !handled } });
    if (res.ok) onChanged(res.msg);
    else feedback.toast(('msg' in res.problem && res.problem.msg) || t('shell.load_failed'), 'error');
  };
  return (
    <Stack spacing={2} component="article" aria-labelledby="inbox-message-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'start', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id="inbox-message-title" variant="h6" component="h2">
            {item.name}
          </Typography>
          <Typography variant="body2">
            <a href={`mailto:${item.email}`} dir="ltr">
              {item.email}
            </a>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(item.created_at, lang)} · {t(`inbox.lang_${item.lang}`)}
          </Typography>
        </Box>
        <Chip
          color={handled ? 'success' : 'warning'}
          size="small"
          label={handled ? t('inbox.handled_by', { name: item.handled_by ?? '—', date: formatDateTime(item.handled_at!, lang) }) : t('inbox.unread')}
        />
      </Stack>
      {canWrite && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" startIcon={<ReplyIcon />} onClick={() => setReplying(true)}>
            {t('inbox.reply')}
          </Button>
          <Button variant="outlined" startIcon={handled ? <MarkEmailUnreadIcon /> : <DoneIcon />} onClick={() => void toggle()}>
            {handled ? t('inbox.mark_unread') : t('inbox.mark_handled')}
          </Button>
        </Stack>
      )}
      <MessageBody item={item} view={view} />
      {replying && (
        <ReplyDialog
          path={`inbox/${kind}/${item.id}/reply`}
          to={item}
          subject={view.replySubject(item, t)}
          onClose={() => setReplying(false)}
          onSent={(msg) => {
            setReplying(false);
            onChanged(msg);
          }}
        />
      )}
    </Stack>
  );
}

export function InboxScreen({ views }: { views: InboxViews }) {
  const { t } = useAdminT();
  const lang = useTranslation().i18n.language;
  const feedback = useFeedback();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const kind: InboxKind = (INBOX_KINDS as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as InboxKind) : 'contact';
  const [state, setState] = useState<InboxState>('unread');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const summary = useAdminData<InboxSummary>('inbox');
  const list = useAdminData<Page<AnyItem>>(`inbox/${kind}`, { state, q, page, rows: ROWS });
  const view = views[kind] as InboxView<AnyItem>;
  const items = list.state.kind === 'ready' ? list.state.data.items : [];
  const open = items.find((i) => i.id === openId) ?? null;

  const chooseKind = (next: InboxKind) => {
    setParams(
      (p) => {
        p.set('kind', next);
        return p;
      },
      { replace: true },
    );
    setPage(1);
    setOpenId(null);
  };
  const changed = (msg: string) => {
    feedback.toast(msg);
    void list.reload();
    void summary.reload();
  };
  const counts = summary.state.kind === 'ready' ? summary.state.data : null;

  const pane = open ? <MessagePane key={`${kind}-${open.id}`} kind={kind} item={open} view={view} onChanged={changed} /> : null;
  return (
    <AdminPage title={t('inbox.title')}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={kind} onChange={(_e, v: InboxKind) => chooseKind(v)} variant="scrollable" allowScrollButtonsMobile aria-label={t('inbox.title')}>
          {INBOX_KINDS.map((k) => (
            <Tab
              key={k}
              value={k}
              id={`inbox-tab-${k}`}
              aria-controls="inbox-panel"
              label={
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                  <span>{t(`inbox.kind_${k}`)}</span>
                  {!!counts?.[k].unread && <Chip component="span" size="small" color="error" label={counts[k].unread} />}
                </Stack>
              }
              aria-label={counts ? t('inbox.kind_unread', { kind: t(`inbox.kind_${k}`), count: counts[k].unread }) : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Stack id="inbox-panel" role="tabpanel" aria-labelledby={`inbox-tab-${kind}`} spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={state}
            onChange={(_e, v: InboxState | null) => {
              if (v) {
                setState(v);
                setPage(1);
              }
            }}
            aria-label={t('inbox.show')}
          >
            {INBOX_STATES.map((s) => (
              <ToggleButton key={s} value={s}>
                {t(`inbox.state_${s}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField
            id="inbox-search"
            size="small"
            type="search"
            label={t('inbox.search')}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
            sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
          />
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper variant="outlined">
              <Loaded state={list.state} reload={() => void list.reload()}>
                {(data) =>
                  data.items.length === 0 ? (
                    <Typography sx={{ p: 2 }} color="text.secondary">
                      {t('inbox.empty')}
                    </Typography>
                  ) : (
                    <>
                      <List dense disablePadding aria-label={t(`inbox.kind_${kind}`)}>
                        {data.items.map((item) => (
                          <ListItemButton key={item.id} selected={item.id === openId} onClick={() => setOpenId(item.id)} divider>
                            <ListItemText
                              primary={item.name}
                              secondary={<bdi>{view.subtitle(item, t)}</bdi>}
                              slotProps={{
                                primary: { sx: { fontWeight: item.handled_at ? 400 : 700 }, noWrap: true },
                                secondary: { noWrap: true },
                              }}
                              sx={{ minWidth: 0 }}
                            />
                            <Stack spacing={0.5} sx={{ alignItems: 'end', flexShrink: 0, marginInlineStart: 1 }}>
                              <Typography variant="caption" color="text.secondary">
                                {formatShortDate(item.created_at, lang)}
                              </Typography>
                              {!item.handled_at && <Chip size="small" color="warning" label={t('inbox.unread')} />}
                            </Stack>
                          </ListItemButton>
                        ))}
                      </List>
                      {data.total > ROWS && (
                        <Pagination
                          sx={{ p: 1, display: 'flex', justifyContent: 'center' }}
                          count={Math.ceil(data.total / ROWS)}
                          page={page}
                          onChange={(_e, p) => setPage(p)}
                          size="small"
                        />
                      )}
                    </>
                  )
                }
              </Loaded>
            </Paper>
          </Grid>
          {!phone && (
            <Grid size={{ md: 7 }}>
              <Paper variant="outlined" sx={{ p: 2, minHeight: 240 }}>
                {pane ?? <Typography color="text.secondary">{t('inbox.choose')}</Typography>}
              </Paper>
            </Grid>
          )}
        </Grid>
      </Stack>
      {phone && open && (
        <Dialog open fullScreen onClose={() => setOpenId(null)} aria-labelledby="inbox-message-title">
          <DialogContent>{pane}</DialogContent>
          <DialogActions>
            <Button onClick={() => setOpenId(null)}>{t('common.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </AdminPage>
  );
}
