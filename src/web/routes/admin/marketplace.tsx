/** /admin/marketplace (issue 18): the deals and the jobs readers post, to hide, show again or close with a reason (`?tab=jobs`). */
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { adminPage } from '../../../shared/page-kind';
import { DealsModeration } from '../../features/deals/admin/deals-moderation';
import { JobsModeration } from '../../features/jobs/admin/jobs-moderation';
import { AdminPage } from '../../ui/admin/admin-page';
import { useAdminT } from '../../ui/admin/i18n';
import { useCanWrite } from '../../ui/admin/me';

export const handle = { ...adminPage, area: 'marketplace' };

export default function AdminMarketplace() {
  const { t } = useAdminT();
  const readOnly = !useCanWrite('marketplace');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'jobs' ? 'jobs' : 'deals';
  return (
    <AdminPage title={t('marketplace.title')}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_e, v: string) => setParams({ tab: v }, { replace: true, preventScrollReset: true })} aria-label={t('marketplace.title')}>
          <Tab value="deals" label={t('marketplace.deals')} />
          <Tab value="jobs" label={t('marketplace.jobs')} />
        </Tabs>
      </Box>
      {tab === 'deals' ? <DealsModeration readOnly={readOnly} /> : <JobsModeration readOnly={readOnly} />}
    </AdminPage>
  );
}
