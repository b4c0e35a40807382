/** A contact message in /admin/inbox: the phone and the message as written. */
import type { ContactItem } from '../../../../shared/schemas/inbox-admin';
import type { InboxView } from './inbox-screen';

export const contactView: InboxView<ContactItem> = {
  subtitle: (item) => item.message.split('\n')[0] ?? '',
  replySubject: (_item, t) => t('inbox.reply_subject_contact'),
  phone: (item) => item.phone,
  words: (item) => ({ text: item.message }),
};
