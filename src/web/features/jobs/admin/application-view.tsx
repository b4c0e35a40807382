/**
 * A job application in /admin/inbox: the applicant's comment, the job and its poster, and the CV —
 * downloaded through a five-minute link that opens in this staff member's session only.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import type { ApplicationItem } from '../../../../shared/schemas/inbox-admin';
import { paths } from '../../../../shared/paths';
import { formatNumber } from '../../../../shared/format';
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
        {t('inbox.download_cv', { name: item.file_name, size: formatNumber(item.file_size / 1024, lang) })}
      </Button>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}

type T = AdminTranslator['t'];

export const applicationView = {
  subtitle: (item: ApplicationItem) => item.job.title,
  replySubject: (item: ApplicationItem, t: T) => t('inbox.reply_subject_job', { title: item.job.title }),
  phone: (item: ApplicationItem) => item.mobile,
  about: (item: ApplicationItem, t: T) => ({
    title: t('inbox.job_title', { title: item.job.title }),
    href: paths.job(item.job.id, item.job.title),
    closed: item.job.closed,
    lines: [],
    poster: { name: item.job.poster_name, email: item.job.poster_email },
  }),
  words: (item: ApplicationItem, t: T) => ({ label: t('inbox.comment'), text: item.comment }),
  Extra: CvButton,
};
