/** A contact message in /admin/inbox: the phone and the message as written. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactItem } from '../../../../shared/schemas/inbox-admin';
import { useAdminT } from '../../../ui/admin/i18n';
import type { InboxView } from './inbox-screen';

function ContactDetail({ item }: { item: ContactItem }) {
  const { t } = useAdminT();
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        {t('inbox.phone')}:{' '}
        <a href={`tel:${item.phone}`} dir="ltr">
          {item.phone}
        </a>
      </Typography>
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }} dir="auto">
        {item.message}
      </Typography>
    </Stack>
  );
}

export const contactView: InboxView<ContactItem> = {
  subtitle: (item) => item.message.split('\n')[0] ?? '',
  Detail: ContactDetail,
  replySubject: (_item, t) => t('inbox.reply_subject_contact'),
};
