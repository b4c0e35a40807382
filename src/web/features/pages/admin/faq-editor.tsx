/**
 * The FAQ page's groups and questions: add, rename, reorder (up and down) and remove groups; add,
 * change (or move to another group), hide, reorder and remove questions. Every call answers the
 * page as it now is, which replaces the one shown.
 */
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { ReactNode } from 'react';
import {
  FAQ_ANSWER_MAX,
  FAQ_NAME_MAX,
  FAQ_QUESTION_MAX,
  faqGroupBody,
  faqItemBody,
  type AdminContentPage,
  type AdminContentPageSummary,
  type AdminFaqGroup,
  type AdminFaqItem,
  type FaqGroupBody,
  type FaqItemBody,
  type FaqItemInput,
} from '../../../../shared/schemas/content-admin';
import type { Outcome } from '../../../api/client';
import { Loaded } from '../../../ui/admin/admin-page';
import { ConfirmDialog } from '../../../ui/admin/confirm-dialog';
import { useAdminApi, useAdminData } from '../../../ui/admin/api';
import { showServerErrors, useFieldMessage } from '../../../ui/admin/form-errors';
import { useAdminT } from '../../../ui/admin/i18n';
import { useCanWrite } from '../../../ui/admin/me';
import { useFeedback } from '../../../ui/feedback/feedback-provider';
import styles from './content.module.css';

type Editing = { kind: 'group'; group: AdminFaqGroup | null } | { kind: 'item'; groupId: number; item: AdminFaqItem | null };
type Removing = { kind: 'group'; id: number } | { kind: 'item'; id: number };

/** `ids` with the one at `index` moved by `by` places (-1 up, 1 down). */
const moved = (ids: number[], index: number, by: -1 | 1) => {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
};

function Tool({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function FaqGroups({ initial }: { initial: AdminContentPage }) {
  const { t, i18n } = useAdminT();
  const admin = useAdminApi();
  const feedback = useFeedback();
  const canWrite = useCanWrite('content');
  const [page, setPage] = useState(initial);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const ar = i18n.language === 'ar';

  /** Sends a write; its answer (the page) replaces the one shown. */
  const write = async (call: Promise<Outcome<AdminContentPage>>): Promise<Outcome<AdminContentPage>> => {
    const res = await call;
    if (res.ok) setPage(res.data);
    else if (res.problem.kind !== 'validation') feedback.toast(res.problem.kind === 'offline' ? t('shell.load_failed') : res.problem.msg, 'error');
    return res;
  };
  const order = (path: string, ids: number[]) => void write(admin.send(path, { method: 'PUT', body: { ids } }));
  const remove = async () => {
    if (!removing) return;
    const path = removing.kind === 'group' ? `content/faq_groups/${removing.id}` : `content/faq_items/${removing.id}`;
    setRemoving(null);
    await write(admin.send(path, { method: 'DELETE' }));
  };
  const groupIds = page.faq.map((g) => g.id);

  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('content.faq_intro')}</Alert>
      {page.faq.length === 0 && <Typography color="textSecondary">{t('content.no_groups')}</Typography>}
      {page.faq.map((group, gi) => {
        const itemIds = group.items.map((i) => i.id);
        return (
          <Paper key={group.id} variant="outlined" component="section" aria-labelledby={`faq-group-${group.id}`} className={styles.group}>
            <div className={styles.row}>
              <Typography id={`faq-group-${group.id}`} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }} className={styles.grow}>
                {ar ? group.name_ar : group.name_en}
              </Typography>
              {canWrite && (
                <>
                  <Tool
                    label={t('content.move_up')}
                    disabled={gi === 0}
                    onClick={() => order(`content/pages/${page.id}/faq_groups/order`, moved(groupIds, gi, -1))}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </Tool>
                  <Tool
                    label={t('content.move_down')}
                    disabled={gi === page.faq.length - 1}
                    onClick={() => order(`content/pages/${page.id}/faq_groups/order`, moved(groupIds, gi, 1))}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </Tool>
                  <Tool label={t('content.group_edit')} onClick={() => setEditing({ kind: 'group', group })}>
                    <EditIcon fontSize="small" />
                  </Tool>
                  <Tool label={t('common.delete')} onClick={() => setRemoving({ kind: 'group', id: group.id })}>
                    <DeleteIcon fontSize="small" />
                  </Tool>
                </>
              )}
            </div>
            {group.items.length === 0 ? (
              <Typography variant="body2" color="textSecondary" sx={{ py: 1 }}>
                {t('content.no_questions')}
              </Typography>
            ) : (
              <ul className={styles.items}>
                {group.items.map((item, ii) => (
                  <li key={item.id} className={styles.item}>
                    <Typography className={styles.grow} sx={{ color: item.is_active ? undefined : 'text.secondary' }}>
                      {ar ? item.question_ar : item.question_en}
                    </Typography>
                    {!item.is_active && <Chip size="small" label={t('content.hidden')} />}
                    {canWrite && (
                      <>
                        <Tool
                          label={t('content.move_up')}
                          disabled={ii === 0}
                          onClick={() => order(`content/faq_groups/${group.id}/items/order`, moved(itemIds, ii, -1))}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </Tool>
                        <Tool
                          label={t('content.move_down')}
                          disabled={ii === group.items.length - 1}
                          onClick={() => order(`content/faq_groups/${group.id}/items/order`, moved(itemIds, ii, 1))}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </Tool>
                        <Tool label={t('content.question_edit')} onClick={() => setEditing({ kind: 'item', groupId: group.id, item })}>
                          <EditIcon fontSize="small" />
                        </Tool>
                        <Tool label={t('common.delete')} onClick={() => setRemoving({ kind: 'item', id: item.id })}>
                          <DeleteIcon fontSize="small" />
                        </Tool>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {canWrite && (
              <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'item', groupId: group.id, item: null })} sx={{ mt: 1 }}>
                {t('content.add_question')}
              </Button>
            )}
          </Paper>
        );
      })}
      {canWrite && (
        <div>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'group', group: null })}>
            {t('content.add_group')}
          </Button>
        </div>
      )}
      {editing?.kind === 'group' && (
        <GroupDialog
          group={editing.group}
          onClose={() => setEditing(null)}
          save={(body) =>
            write(
              editing.group
                ? admin.send(`content/faq_groups/${editing.group.id}`, { method: 'PUT', body })
                : admin.post(`content/pages/${page.id}/faq_groups`, body),
            )
          }
        />
      )}
      {editing?.kind === 'item' && (
        <ItemDialog
          item={editing.item}
          groupId={editing.groupId}
          groups={page.faq}
          onClose={() => setEditing(null)}
          save={(body) =>
            write(
              editing.item
                ? admin.send(`content/faq_items/${editing.item.id}`, { method: 'PUT', body })
                : admin.post(`content/faq_groups/${editing.groupId}/items`, body),
            )
          }
        />
      )}
      <ConfirmDialog
        open={!!removing}
        title={removing?.kind === 'group' ? t('content.delete_group_title') : t('content.delete_question_title')}
        body={removing?.kind === 'group' ? t('content.delete_group_body') : t('content.delete_question_body')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}

/** The dialog's frame: a form with Cancel and Save, full screen on a phone. */
function FormDialog({
  title,
  onClose,
  onSubmit,
  busy,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useAdminT();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function GroupDialog({
  group,
  onClose,
  save,
}: {
  group: AdminFaqGroup | null;
  onClose: () => void;
  save: (body: FaqGroupBody) => Promise<Outcome<AdminContentPage>>;
}) {
  const { t } = useAdminT();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FaqGroupBody>({ resolver: zodResolver(faqGroupBody), defaultValues: { name_ar: group?.name_ar ?? '', name_en: group?.name_en ?? '' } });
  const submit = handleSubmit(async (body) => {
    const res = await save(body);
    if (res.ok) onClose();
    else if (res.problem.kind === 'validation') showServerErrors(res.problem.fields, ['name_ar', 'name_en'], setError);
  });
  return (
    <FormDialog title={group ? t('content.group_edit') : t('content.group_new')} onClose={onClose} onSubmit={() => void submit()} busy={isSubmitting}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {(['name_ar', 'name_en'] as const).map((name) => (
          <Grid key={name} size={{ xs: 12, md: 6 }}>
            <TextField
              {...register(name)}
              autoFocus={name === 'name_ar'}
              fullWidth
              label={t(name === 'name_ar' ? 'content.group_ar' : 'content.group_en')}
              error={!!errors[name]}
              helperText={message(errors[name])}
              slotProps={{ htmlInput: { dir: name === 'name_ar' ? 'rtl' : 'ltr', maxLength: FAQ_NAME_MAX } }}
            />
          </Grid>
        ))}
      </Grid>
    </FormDialog>
  );
}

const ITEM_FIELDS = ['question_ar', 'question_en', 'answer_ar', 'answer_en', 'is_active', 'group_id'] as const;

function ItemDialog({
  item,
  groupId,
  groups,
  onClose,
  save,
}: {
  item: AdminFaqItem | null;
  groupId: number;
  groups: AdminFaqGroup[];
  onClose: () => void;
  save: (body: FaqItemBody) => Promise<Outcome<AdminContentPage>>;
}) {
  const { t, i18n } = useAdminT();
  const message = useFieldMessage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FaqItemInput, unknown, FaqItemBody>({
    resolver: zodResolver(faqItemBody),
    defaultValues: {
      question_ar: item?.question_ar ?? '',
      question_en: item?.question_en ?? '',
      answer_ar: item?.answer_ar ?? '',
      answer_en: item?.answer_en ?? '',
      is_active: item?.is_active ?? true,
      group_id: groupId,
    },
  });
  const submit = handleSubmit(async (body) => {
    const res = await save(item ? body : { ...body, group_id: undefined });
    if (res.ok) onClose();
    else if (res.problem.kind === 'validation') showServerErrors(res.problem.fields, ITEM_FIELDS, setError);
  });
  const text = (name: 'question_ar' | 'question_en' | 'answer_ar' | 'answer_en') => {
    const answer = name.startsWith('answer');
    return (
      <TextField
        {...register(name)}
        fullWidth
        multiline={answer}
        minRows={answer ? 4 : undefined}
        label={t(`content.${name}`)}
        error={!!errors[name]}
        helperText={message(errors[name])}
        slotProps={{ htmlInput: { dir: name.endsWith('_ar') ? 'rtl' : 'ltr', maxLength: answer ? FAQ_ANSWER_MAX : FAQ_QUESTION_MAX } }}
      />
    );
  };
  return (
    <FormDialog title={item ? t('content.question_edit') : t('content.question_new')} onClose={onClose} onSubmit={() => void submit()} busy={isSubmitting}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>{text('question_ar')}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('question_en')}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('answer_ar')}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('answer_en')}</Grid>
        {item && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="group_id"
              render={({ field }) => (
                <TextField
                  select
                  fullWidth
                  size="small"
                  label={t('content.group')}
                  value={field.value ?? groupId}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  error={!!errors.group_id}
                  helperText={message(errors.group_id)}
                >
                  {groups.map((g) => (
                    <MenuItem key={g.id} value={g.id}>
                      {i18n.language === 'ar' ? g.name_ar : g.name_en}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: item ? 6 : 12 }}>
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('content.question_active')}
              />
            )}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

/** The FAQ tab: finds the FAQ page among the content pages and loads it. */
export function FaqPanel() {
  const { t } = useAdminT();
  const pages = useAdminData<AdminContentPageSummary[]>('content/pages');
  return (
    <Loaded state={pages.state} reload={pages.reload}>
      {(list) => {
        const faq = list.find((p) => p.slug === 'faq');
        return faq ? <FaqLoader id={faq.id} /> : <Alert severity="warning">{t('content.no_faq_page')}</Alert>;
      }}
    </Loaded>
  );
}

function FaqLoader({ id }: { id: number }) {
  const { state, reload } = useAdminData<AdminContentPage>(`content/pages/${id}`);
  return (
    <Loaded state={state} reload={reload}>
      {(page) => <FaqGroups initial={page} />}
    </Loaded>
  );
}
