/**
 * Related topics: the ones picked (in their order, at most NEWS_RELATED_MAX) and suggestions from
 * the news search — published articles sharing words with the titles, or with the words typed.
 */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Add from '@mui/icons-material/Add';
import type { Lang } from '../../../../shared/envelope';
import { NEWS_RELATED_MAX, type NewsSuggestion } from '../../../../shared/schemas/news-admin';
import { useAdminCalls } from '../../../ui/admin/api';
import { useAdminT } from '../../../ui/admin/i18n';
import type { NewsDraft } from './use-news-draft';

const titleIn = (lang: Lang, r: { title_ar: string; title_en: string }) => (lang === 'ar' ? r.title_ar || r.title_en : r.title_en || r.title_ar);

export function RelatedPicker({ draft, lang, readOnly }: { draft: NewsDraft; lang: Lang; readOnly: boolean }) {
  const { t } = useAdminT();
  const admin = useAdminCalls();
  const id = draft.article?.id ?? null;
  const picked = draft.form.related_ids;
  const [word, setWord] = useState('');
  const [asked, setAsked] = useState('');
  const [suggestions, setSuggestions] = useState<NewsSuggestion[] | null>(null);
  // The titles as saved: suggestions follow them, not every keystroke.
  const titles = `${draft.article?.title_ar ?? ''} ${draft.article?.title_en ?? ''}`;

  useEffect(() => {
    if (id === null) return;
    let live = true;
    void admin.relatedNews({ id, word: asked || undefined }).then((res) => {
      if (live) setSuggestions(res.ok ? res.data : []);
    });
    return () => {
      live = false;
    };
  }, [admin, id, asked, titles]);

  const add = (s: NewsSuggestion) => {
    draft.remember(s);
    draft.set('related_ids', [...picked, s.id]);
  };
  const drop = (rid: number) =>
    draft.set(
      'related_ids',
      picked.filter((p) => p !== rid),
    );
  const full = picked.length >= NEWS_RELATED_MAX;
  const offered = (suggestions ?? []).filter((s) => !picked.includes(s.id));

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="news-related-title">
      <Typography id="news-related-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('news.related.title')}
      </Typography>
      {picked.length ? (
        <List dense disablePadding aria-label={t('news.related.picked')}>
          {picked.map((rid) => {
            const info = draft.relatedInfo.get(rid);
            return (
              <ListItem
                key={rid}
                disableGutters
                secondaryAction={
                  !readOnly && (
                    <IconButton
                      edge="end"
                      size="small"
                      aria-label={t('news.related.remove', { title: info ? titleIn(lang, info) : `#${rid}` })}
                      onClick={() => drop(rid)}
                    >
                      <Close fontSize="small" />
                    </IconButton>
                  )
                }
              >
                <ListItemText
                  primary={info ? titleIn(lang, info) : `#${rid}`}
                  secondary={info && info.status !== 'published' ? t(`news.status.${info.status}`) : undefined}
                />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('news.related.none')}
        </Typography>
      )}
      {draft.errors.related_ids?.[0] && (
        <Typography variant="caption" color="error" role="alert">
          {draft.errors.related_ids[0]}
        </Typography>
      )}
      {!readOnly &&
        (id === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('news.related.after_save')}
          </Typography>
        ) : (
          <>
            <Stack
              direction="row"
              spacing={1}
              component="form"
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                setAsked(word.trim());
              }}
            >
              <TextField size="small" fullWidth label={t('news.related.search')} value={word} onChange={(e) => setWord(e.target.value)} />
              <Button type="submit" variant="outlined">
                {t('common.search')}
              </Button>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {t(asked ? 'news.related.matching' : 'news.related.suggested')}
            </Typography>
            {suggestions && !offered.length ? (
              <Typography variant="body2" color="text.secondary">
                {t('news.related.no_suggestions')}
              </Typography>
            ) : (
              <List dense disablePadding aria-label={t('news.related.suggestions')}>
                {offered.map((s) => (
                  <ListItem
                    key={s.id}
                    disableGutters
                    secondaryAction={
                      <IconButton
                        edge="end"
                        size="small"
                        aria-label={t('news.related.add', { title: titleIn(lang, s) })}
                        disabled={full}
                        onClick={() => add(s)}
                      >
                        <Add fontSize="small" />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={titleIn(lang, s)} />
                  </ListItem>
                ))}
              </List>
            )}
            {full && (
              <Typography variant="caption" color="text.secondary">
                {t('news.related.full')}
              </Typography>
            )}
          </>
        ))}
    </Stack>
  );
}
