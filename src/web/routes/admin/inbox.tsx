/**
 * /admin/inbox: contact messages, deal requests and job applications (issue 18, area `inbox`).
 * The screen is the contact feature's; each kind's own view comes from its feature.
 */
import { adminPage } from '../../../shared/page-kind';
import { contactView } from '../../features/contact/admin/contact-view';
import { InboxScreen, type InboxViews } from '../../features/contact/admin/inbox-screen';
import { dealRequestView } from '../../features/deals/admin/deal-request-view';
import { applicationView } from '../../features/jobs/admin/application-view';

export const handle = { ...adminPage, area: 'inbox' };

const views: InboxViews = { contact: contactView, deal_requests: dealRequestView, applications: applicationView };

export default function AdminInbox() {
  return <InboxScreen views={views} />;
}
