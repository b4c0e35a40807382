/** /admin/outbox: the mails the site queued, and "send again" (issue 18, area `outbox`). */
import { adminPage } from '../../../shared/page-kind';
import { OutboxScreen } from '../../features/outbox/admin/outbox-screen';

export const handle = { ...adminPage, area: 'outbox' };

export default function AdminOutbox() {
  return <OutboxScreen />;
}
