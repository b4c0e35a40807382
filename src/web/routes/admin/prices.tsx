/** /admin/prices: the daily prices of a product (issue 18, area `prices`): grid, save, import, history. */
import { adminPage } from '../../../shared/page-kind';
import { AdminPage } from '../../ui/admin/admin-page';
import { useAdminT } from '../../ui/admin/i18n';
import { PriceEntry } from '../../features/prices/admin/price-entry';

export const handle = { ...adminPage, area: 'prices' };

export default function AdminPrices() {
  const { t } = useAdminT();
  return (
    <AdminPage title={t('prices.title')}>
      <PriceEntry />
    </AdminPage>
  );
}
