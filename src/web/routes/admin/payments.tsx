/** /admin/payments: subscriptions, orders and refunds, revenue by month (issue 18, area `payments`). */
import { adminPage } from '../../../shared/page-kind';
import { PaymentsScreen } from '../../features/subscriptions/admin/payments-screen';

export const handle = { ...adminPage, area: 'payments' };

export default function AdminPayments() {
  return <PaymentsScreen />;
}
