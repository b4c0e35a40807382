/**
 * /admin/news/new and /admin/news/{id}: an article in both languages (side by side on wide
 * screens, tabs on narrow ones), its category, slider flag, photo and related topics, saved as it
 * is written (drafts) with a "saved at" line, and its publication: now, at a time, or taken off.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useBlocker } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import type { Lang } from '../../../../shared/envelope';
import { NEWS_SLIDER_LINK_MAX } from '../../../../shared/schemas/news-admin';
import { useAdminCallData } from '../../../ui/admin/api';
import { AdminPage } from '../../../ui/admin/admin-page';
import { useAdminT } from '../../../ui/admin/i18n';
import { useCanWrite } from '../../../ui/admin/me';
import { LanguagePane } from './language-pane';
import { adminNewsPath } from './news-paths';
import { PhotoField } from './photo-field';
import { RelatedPicker } from './related-picker';
import { ScheduleDialog } from './schedule-dialog';
import { StatusChip } from './status-chip';
import { useNewsDraft, type NewsDraft } from './use-news-draft';
import { formatDateTime, formatTime } from '../../../../shared/format';

function SaveLine({ draft, lang }: { draft: NewsDraft; lang: Lang }) {
  const { t } = useAdminT();
  const { save, savedAt, article } = draft;
  let text: string;
  if (save === 'saving') text = t('news.save.saving');
  else if (save === 'failed') text = t('news.save.failed');
  else if (save === 'conflict') text = t('news.save.conflict');
  else if (draft.dirty) text = t(article?.status === 'published' ? 'news.save.unsaved_published' : 'news.save.unsaved');
  else if (savedAt) text = t('news.save.saved_at', { time: formatTime(savedAt, lang) });
  else if (article) text = t('news.save.saved_at', { time: formatTime(article.updated_at, lang) });
  else text = t('news.save.new');
  return (
    <Typography variant="body2" color={save === 'failed' || save === 'conflict' ? 'error' : 'text.secondary'} role="status" data-testid="save-state">
      {save === 'saving' && <CircularProgress size={12} sx={{ marginInlineEnd: 1 }} />}
      {text}
    </Typography>
  );
}

function Confirm({
  open,
  title,
  text,
  confirm,
  danger,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useAdminT();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" color={danger ? 'error' : 'primary'} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Settings({ draft, lang, readOnly }: { draft: NewsDraft; lang: Lang; readOnly: boolean }) {
  const { t } = useAdminT();
  const categories = useAdminCallData('newsCategories');
  const { form, errors, set } = draft;
  const list = categories.state.kind === 'ready' ? categories.state.data : [];
  return (
    <Stack spacing={2} component="section" aria-labelledby="news-settings-title">
      <Typography id="news-settings-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('news.settings')}
      </Typography>
      <TextField
        select
        label={t('news.field.category')}
        value={list.length ? form.category_id : ''}
        onChange={(e) => set('category_id', Number(e.target.value))}
        error={!!errors.category_id}
        helperText={errors.category_id?.[0]}
        disabled={readOnly}
        fullWidth
      >
        {list.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {lang === 'ar' ? c.name_ar : c.name_en}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={form.is_slider} onChange={(e) => set('is_slider', e.target.checked)} disabled={readOnly} />}
        label={t('news.field.slider')}
      />
      {form.is_slider && (
        <TextField
          label={t('news.field.slider_link')}
          value={form.slider_link}
          onChange={(e) => set('slider_link', e.target.value)}
          error={!!errors.slider_link}
          helperText={errors.slider_link?.[0] ?? t('news.field.slider_link_hint')}
          disabled={readOnly}
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: NEWS_SLIDER_LINK_MAX } }}
        />
      )}
    </Stack>
  );
}

function Actions({ draft, lang, onSchedule, onDelete }: { draft: NewsDraft; lang: Lang; onSchedule: () => void; onDelete: () => void }) {
  const { t } = useAdminT();
  const { article } = draft;
  const status = article?.status ?? 'draft';
  const busy = draft.save === 'saving';
  const preview = async () => {
    // The tab opens now (a later window.open is a blocked pop-up); it loads the preview once saved.
    const tab = window.open('about:blank', '_blank');
    if ((await draft.saveNow()) && article && tab) tab.location.href = `${adminNewsPath(article.id)}/preview?lang=${lang}`;
    else tab?.close();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button component={RouterLink} to={adminNewsPath()}>
        {t('news.back_to_list')}
      </Button>
      <Button variant="outlined" startIcon={<Visibility />} onClick={() => void preview()} disabled={!article}>
        {t('news.action.preview')}
      </Button>
      <Button variant="outlined" onClick={() => void draft.saveNow()} disabled={!draft.dirty || busy}>
        {t('common.save')}
      </Button>
      {status !== 'published' && (
        <Button variant="contained" onClick={() => void draft.act('publish')} disabled={busy}>
          {t('news.action.publish')}
        </Button>
      )}
      {status !== 'published' && (
        <Button variant="outlined" onClick={onSchedule} disabled={busy}>
          {t(status === 'scheduled' ? 'news.action.reschedule' : 'news.action.schedule')}
        </Button>
      )}
      {status !== 'draft' && (
        <Button variant="outlined" color="warning" onClick={() => void draft.act('unpublish')} disabled={busy}>
          {t(status === 'scheduled' ? 'news.action.cancel_schedule' : 'news.action.unpublish')}
        </Button>
      )}
      {article?.path && (
        <Button component="a" href={`${article.path}?lang=${lang}`} target="_blank" rel="noopener">
          {t('news.action.view')}
        </Button>
      )}
      {article && (
        <Button color="error" onClick={onDelete} disabled={busy}>
          {t('common.delete')}
        </Button>
      )}
    </Stack>
  );
}

/** Stops leaving the page with changes not saved yet (in the app, and closing the tab). */
function useLeaveGuard(draft: NewsDraft) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      draft.dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      // The new article's own address, once its first save made it.
      !(currentLocation.pathname === adminNewsPath('new') && /^\/admin\/news\/\d+$/.test(nextLocation.pathname)),
  );
  useEffect(() => {
    if (!draft.dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [draft.dirty]);
  return blocker;
}

export function NewsEditor({ id, lang, onCreated, onDeleted }: { id: number | null; lang: Lang; onCreated: (id: number) => void; onDeleted: () => void }) {
  const { t } = useAdminT();
  const readOnly = !useCanWrite('news');
  const draft = useNewsDraft(id, onCreated);
  const [tab, setTab] = useState<Lang>(lang);
  const [scheduling, setScheduling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const blocker = useLeaveGuard(draft);

  if (draft.loading.kind !== 'ready') {
    const fallback: Record<string, ReactNode> = {
      loading: (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-label={t('shell.loading')}>
          <CircularProgress />
        </Box>
      ),
      missing: <Alert severity="warning">{t('news.not_found')}</Alert>,
      failed: <Alert severity="error">{t('shell.load_failed')}</Alert>,
    };
    return <AdminPage title={t('news.title')}>{fallback[draft.loading.kind]}</AdminPage>;
  }

  const { article, form } = draft;
  const heading = (lang === 'ar' ? form.title_ar || form.title_en : form.title_en || form.title_ar) || t(article ? 'news.untitled' : 'news.new_article');
  const remove = async () => {
    setDeleting(false);
    if (await draft.remove()) onDeleted();
  };
  const pane = (l: Lang) => (
    <Grid size={{ xs: 12, lg: 6 }} sx={{ display: { xs: tab === l ? 'block' : 'none', lg: 'block' } }}>
      <Paper sx={{ p: { xs: 1.5, md: 2 } }}>
        <LanguagePane lang={l} draft={draft} readOnly={readOnly} />
      </Paper>
    </Grid>
  );

  return (
    <AdminPage
      title={heading}
      actions={!readOnly && <Actions draft={draft} lang={lang} onSchedule={() => setScheduling(true)} onDelete={() => setDeleting(true)} />}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <StatusChip status={article?.status ?? 'draft'} />
        {article?.status === 'scheduled' && article.publish_at && (
          <Typography variant="body2">{t('news.scheduled_for', { time: formatDateTime(article.publish_at, lang) })}</Typography>
        )}
        {article?.status === 'published' && article.published_at && (
          <Typography variant="body2">{t('news.published_on', { time: formatDateTime(article.published_at, lang) })}</Typography>
        )}
        <SaveLine draft={draft} lang={lang} />
      </Stack>
      {draft.message && <Alert severity="error">{draft.message}</Alert>}
      {Object.keys(draft.errors).length > 0 && !draft.message && <Alert severity="error">{t('news.save.check_fields')}</Alert>}
      <Tabs value={tab} onChange={(_e, v: Lang) => setTab(v)} sx={{ display: { lg: 'none' } }} aria-label={t('news.languages')}>
        <Tab value="ar" label={t('news.in_arabic')} />
        <Tab value="en" label={t('news.in_english')} />
      </Tabs>
      <Grid container spacing={2}>
        {pane('ar')}
        {pane('en')}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper sx={{ p: 2, height: '100%' }}>
            <Settings draft={draft} lang={lang} readOnly={readOnly} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper sx={{ p: 2, height: '100%' }}>
            <PhotoField draft={draft} readOnly={readOnly} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper sx={{ p: 2, height: '100%' }}>
            <RelatedPicker draft={draft} lang={lang} readOnly={readOnly} />
          </Paper>
        </Grid>
      </Grid>
      <ScheduleDialog
        open={scheduling}
        current={article?.publish_at ?? null}
        error={draft.errors.publish_at?.[0]}
        onClose={() => setScheduling(false)}
        onSchedule={(iso) => draft.act('schedule', { publish_at: iso })}
      />
      <Confirm
        open={deleting}
        title={t('news.delete.title')}
        text={t('news.delete.text')}
        confirm={t('common.delete')}
        danger
        onClose={() => setDeleting(false)}
        onConfirm={() => void remove()}
      />
      <Dialog open={draft.save === 'conflict'} maxWidth="sm" fullWidth>
        <DialogTitle>{t('news.conflict.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('news.conflict.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void draft.reload()}>{t('news.conflict.reload')}</Button>
          <Button variant="contained" color="warning" onClick={() => void draft.overwrite()}>
            {t('news.conflict.overwrite')}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        open={blocker.state === 'blocked'}
        title={t('news.leave.title')}
        text={t('news.leave.text')}
        confirm={t('news.leave.confirm')}
        danger
        onClose={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </AdminPage>
  );
}
