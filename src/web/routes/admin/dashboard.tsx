/** /admin: the dashboard (filled in below by the staff domain's GET admin/dashboard). */
import { adminPage } from '../../../shared/page-kind';
import { AdminPage } from '../../ui/admin/admin-page';
import { useAdminT } from '../../ui/admin/i18n';

export const handle = { ...adminPage, area: 'dashboard' };

export default function AdminDashboard() {
  const { t } = useAdminT();
  return <AdminPage title={t('dashboard.title')}>{null}</AdminPage>;
}
