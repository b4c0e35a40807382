/**
 * One language of an article: its title, summary, source and body. The labels are in the page's
 * language; what is typed is in the article's language and direction.
 */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Lang } from '../../../../shared/envelope';
import { NEWS_SOURCE_MAX, NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from '../../../../shared/schemas/news-admin';
import { useAdminT } from '../../../ui/admin/i18n';
import { RichTextEditor } from '../../../ui/admin/rich-text-editor';
import type { NewsDraft } from './use-news-draft';

export function LanguagePane({ lang, draft, readOnly }: { lang: Lang; draft: NewsDraft; readOnly: boolean }) {
  const { t } = useAdminT();
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const { form, errors, set } = draft;
  const error = (name: string) => errors[name]?.[0];
  const field = (name: 'title' | 'summary' | 'source', max: number, multiline = false) => {
    const key = `${name}_${lang}` as const;
    return (
      <TextField
        label={t(`news.field.${name}`)}
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
        error={!!error(key)}
        helperText={error(key) ?? (name === 'summary' ? t('news.field.summary_hint') : undefined)}
        fullWidth
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        disabled={readOnly}
        slotProps={{ htmlInput: { maxLength: max, dir, lang, name: key } }}
      />
    );
  };
  const bodyKey = `body_${lang}` as const;
  return (
    <Stack spacing={2} component="section" aria-labelledby={`news-lang-${lang}`}>
      <Typography id={`news-lang-${lang}`} variant="h6" component="h2">
        {t(lang === 'ar' ? 'news.in_arabic' : 'news.in_english')}
      </Typography>
      {field('title', NEWS_TITLE_MAX)}
      {field('summary', NEWS_SUMMARY_MAX, true)}
      {field('source', NEWS_SOURCE_MAX)}
      <div>
        <Typography id={`news-body-${lang}`} variant="subtitle2" component="p" gutterBottom>
          {t('news.field.body')}
        </Typography>
        <RichTextEditor
          lang={lang}
          labelledBy={`news-body-${lang}`}
          value={form[bodyKey]}
          onChange={(html) => set(bodyKey, html)}
          error={error(bodyKey)}
          readOnly={readOnly}
        />
        {error(bodyKey) && (
          <Typography color="error" variant="caption" role="alert">
            {error(bodyKey)}
          </Typography>
        )}
      </div>
    </Stack>
  );
}
