/**
 * The site's texts (about, mission, vision, goal, disclaimer; Arabic and English, plain text) and
 * its contacts (phones, e-mail, social links), each a form saved as a whole (site domain).
 */
import { useForm, type DefaultValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SITE_TEXT_KEYS,
  SITE_TEXT_MAX,
  siteContactsSchema,
  siteTextsSchema,
  type SiteContacts,
  type SiteContent,
  type SiteTexts,
} from '../../../../shared/schemas/content-admin';
import { Loaded } from '../../../ui/admin/admin-page';
import { useAdminApi, useAdminData } from '../../../ui/admin/api';
import { showServerErrors, useFieldMessage } from '../../../ui/admin/form-errors';
import { useAdminT } from '../../../ui/admin/i18n';
import { useCanWrite } from '../../../ui/admin/me';
import { useFeedback } from '../../../ui/feedback/feedback-provider';
import styles from './content.module.css';

/** A form of the site's settings: PUT `path` with the whole form, the saved values back in it. */
function useSiteForm<T extends SiteTexts | SiteContacts>(resolver: Resolver<T>, path: string, values: T, pick: (c: SiteContent) => T) {
  const { t } = useAdminT();
  const admin = useAdminApi();
  const feedback = useFeedback();
  const form = useForm<T>({ resolver, mode: 'onTouched', defaultValues: values as DefaultValues<T> });
  const save = form.handleSubmit(async (body) => {
    const res = await admin.send<SiteContent>(path, { method: 'PUT', body });
    if (res.ok) {
      form.reset(pick(res.data));
      feedback.toast(t('common.saved'), 'success');
      return;
    }
    if (res.problem.kind === 'validation') showServerErrors(res.problem.fields, Object.keys(values), form.setError);
    else feedback.toast(res.problem.kind === 'offline' ? t('shell.load_failed') : res.problem.msg, 'error');
  });
  return { form, save };
}

function SaveBar({ busy, dirty, canWrite }: { busy: boolean; dirty: boolean; canWrite: boolean }) {
  const { t } = useAdminT();
  if (!canWrite) return null;
  return (
    <Box className={styles.saveBar}>
      <Button type="submit" variant="contained" disabled={busy || !dirty}>
        {t('common.save')}
      </Button>
    </Box>
  );
}

function TextsForm({ texts }: { texts: SiteTexts }) {
  const { t } = useAdminT();
  const message = useFieldMessage();
  const canWrite = useCanWrite('content');
  const { form, save } = useSiteForm<SiteTexts>(zodResolver(siteTextsSchema), 'content/site/texts', texts, (c) => c.texts);
  const { errors, isSubmitting, isDirty } = form.formState;
  const input = (name: Path<SiteTexts>, label: string, lang: 'ar' | 'en') => (
    <TextField
      {...form.register(name)}
      id={`site-${name}`}
      label={label}
      multiline
      minRows={3}
      maxRows={14}
      fullWidth
      disabled={!canWrite}
      error={!!errors[name]}
      helperText={message(errors[name])}
      slotProps={{ htmlInput: { dir: lang === 'ar' ? 'rtl' : 'ltr', lang, maxLength: SITE_TEXT_MAX } }}
    />
  );
  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void save(e)} noValidate>
      <Alert severity="info">{t('content.texts_intro')}</Alert>
      {SITE_TEXT_KEYS.map((key) => {
        const name = t(`content.texts.${key}`);
        return (
          <Paper key={key} variant="outlined" component="section" aria-labelledby={`site-text-${key}`} sx={{ p: { xs: 1.5, md: 2 } }}>
            <Typography id={`site-text-${key}`} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              {name}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>{input(`${key}_ar`, t('content.in_arabic', { name }), 'ar')}</Grid>
              <Grid size={{ xs: 12, md: 6 }}>{input(`${key}_en`, t('content.in_english', { name }), 'en')}</Grid>
            </Grid>
          </Paper>
        );
      })}
      <SaveBar busy={isSubmitting} dirty={isDirty} canWrite={canWrite} />
    </Stack>
  );
}

const CONTACT_FIELDS = ['phone', 'whatsapp', 'email', 'facebook_link', 'twitter_link', 'youtube_link', 'linkedin_link'] as const;

function ContactsForm({ contacts }: { contacts: SiteContacts }) {
  const { t } = useAdminT();
  const message = useFieldMessage();
  const canWrite = useCanWrite('content');
  const { form, save } = useSiteForm<SiteContacts>(zodResolver(siteContactsSchema), 'content/site/contacts', contacts, (c) => c.contacts);
  const { errors, isSubmitting, isDirty } = form.formState;
  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void save(e)} noValidate>
      <Alert severity="info">{t('content.contacts_intro')}</Alert>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <Grid container spacing={2}>
          {CONTACT_FIELDS.map((name) => (
            <Grid key={name} size={{ xs: 12, md: name.endsWith('_link') ? 6 : 4 }}>
              <TextField
                {...form.register(name)}
                id={`site-${name}`}
                label={t(`content.${name}`)}
                type={name === 'email' ? 'email' : name.endsWith('_link') ? 'url' : 'tel'}
                fullWidth
                size="small"
                disabled={!canWrite}
                error={!!errors[name]}
                helperText={message(errors[name]) ?? (name.endsWith('_link') ? t('content.link_help') : undefined)}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            </Grid>
          ))}
        </Grid>
      </Paper>
      <SaveBar busy={isSubmitting} dirty={isDirty} canWrite={canWrite} />
    </Stack>
  );
}

/** The texts or the contacts tab: loads the site's settings, then its form. */
export function SiteSettingsPanel({ part }: { part: 'texts' | 'contacts' }) {
  const { state, reload } = useAdminData<SiteContent>('content/site');
  return (
    <Loaded state={state} reload={reload}>
      {(content) => (part === 'texts' ? <TextsForm texts={content.texts} /> : <ContactsForm contacts={content.contacts} />)}
    </Loaded>
  );
}
