/** The article's photo: a preview as the public page shows it, a button to choose another (sent at once) and one to remove it. */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Delete from '@mui/icons-material/Delete';
import { NEWS_PHOTO_ACCEPT, NEWS_PHOTO_MAX_BYTES } from '../../../../shared/schemas/news-admin';
import { imgSrc } from '../../../../shared/images';
import { useAdminT } from '../../../ui/admin/i18n';
import type { NewsDraft } from './use-news-draft';

export function PhotoField({ draft, readOnly }: { draft: NewsDraft; readOnly: boolean }) {
  const { t } = useAdminT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  const photo = draft.article?.photo ?? '';
  const error = tooLarge ? t('news.photo.too_large') : draft.errors.photo?.[0];
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setTooLarge(file.size > NEWS_PHOTO_MAX_BYTES);
    if (file.size > NEWS_PHOTO_MAX_BYTES) return;
    setBusy(true);
    await draft.uploadPhoto(file);
    setBusy(false);
    if (input.current) input.current.value = '';
  };
  const remove = async () => {
    setBusy(true);
    await draft.removePhoto();
    setBusy(false);
  };
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="news-photo-title">
      <Typography id="news-photo-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('news.photo.title')}
      </Typography>
      {photo ? (
        <Box
          component="img"
          src={imgSrc(photo, 640)}
          alt={t('news.photo.current')}
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      ) : (
        <Box
          sx={{
            aspectRatio: '16 / 9',
            borderRadius: 1,
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            color: 'text.secondary',
            p: 2,
            textAlign: 'center',
          }}
        >
          {t('news.photo.none')}
        </Box>
      )}
      {busy && <LinearProgress aria-label={t('news.photo.uploading')} />}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" component="label" startIcon={<CloudUpload />} disabled={busy}>
            {t(photo ? 'news.photo.replace' : 'news.photo.choose')}
            <input ref={input} type="file" hidden accept={NEWS_PHOTO_ACCEPT} name="photo" onChange={(e) => void choose(e.target.files?.[0])} />
          </Button>
          {photo && (
            <Button color="error" startIcon={<Delete />} onClick={() => void remove()} disabled={busy}>
              {t('news.photo.remove')}
            </Button>
          )}
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('news.photo.hint')}
      </Typography>
    </Stack>
  );
}
