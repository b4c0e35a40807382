/**
 * A job application in /admin/inbox: the applicant's comment, the job and its poster, and the CV —
 * downloaded through a five-minute link that opens in this staff member's session only.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { ApplicationItem } from '../../../../shared/schemas/inbox-admin';
import { paths } from '../../../../shared/paths';
import { formatPrice } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { useAdminApi } from '../../../ui/admin/api';
import { useAdminT, type AdminTranslator } from '../../../ui/admin/i18n';

function CvButton({ item }: { item: ApplicationItem }) {
  const { t } = useAdminT();
  const lang = useTranslation().i18n.language;
  const admin = useAdminApi();
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setFailure(null);
    const res = await admin.post<{ url: string }>(`inbox/applications/${item.id}/cv_link`);
    // An attachment: the browser saves it and stays on this page.
    if (res.ok) window.location.assign(res.data.url);
    else setFailure(('msg' in res.problem && res.problem.msg) || t('shell.load_failed'));
  };
  return (
    <Stack spacing={1}>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} sx={{ alignSelf: 'start' }}>
        {t('inbox.download_cv', { name: item.file_name, size: formatPrice(item.file_size / 1024, lang) })}
      </Button>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}

function ApplicationDetail({ item }: { item: ApplicationItem }) {
  const { t } = useAdminT();
  return (
    <Stack spacing={1.5}>
      {item.mobile && (
        <Typography variant="body2">
          {t('inbox.phone')}:{' '}
          <a href={`tel:${item.mobile}`} dir="ltr">
            {item.mobile}
          </a>
        </Typography>
      )}
      <Box sx={{ bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            <Link href={paths.job(item.job.id, item.job.title)} target="_blank" rel="noopener">
              {t('inbox.job_title', { title: item.job.title })}
            </Link>
          </Typography>
          {item.job.closed && <Chip size="small" label={t('inbox.closed')} />}
        </Stack>
        <Typography variant="body2">
          {t('inbox.posted_by')}: {item.job.poster_name} — <bdi dir="ltr">{item.job.poster_email}</bdi>
        </Typography>
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t('inbox.comment')}
      </Typography>
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
        {item.comment}
      </Typography>
      <CvButton item={item} />
    </Stack>
  );
}

export const applicationView = {
  subtitle: (item: ApplicationItem) => item.job.title,
  Detail: ApplicationDetail,
  replySubject: (item: ApplicationItem, t: AdminTranslator['t']) => t('inbox.reply_subject_job', { title: item.job.title }),
};
