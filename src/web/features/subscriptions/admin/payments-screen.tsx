/**
 * /admin/payments (issue 18, area `payments`): three tabs — the subscriptions, the orders (one
 * opens with its events and its refund), and the revenue by month. The tab is in the query string
 * (`?tab=orders`), so a reload or a shared link opens the same one.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AdminPage } from '../../../ui/admin/admin-page';
import { useAdminT } from '../../../ui/admin/i18n';
import { useFeedback } from '../../../ui/feedback/feedback-provider';
import { OrdersTab } from './orders-tab';
import { PaymentDetailDialog } from './payment-detail';
import { RevenueTab } from './revenue-tab';
import { SubscriptionsTab } from './subscriptions-tab';

const TABS = ['subscriptions', 'orders', 'revenue'] as const;
type PaymentsTab = (typeof TABS)[number];

export function PaymentsScreen() {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [params, setParams] = useSearchParams();
  const tab: PaymentsTab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as PaymentsTab) : 'subscriptions';
  const [open, setOpen] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const choose = (next: PaymentsTab) =>
    setParams(
      (p) => {
        p.set('tab', next);
        return p;
      },
      { replace: true },
    );
  return (
    <AdminPage title={t('payments.title')}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_e, v: PaymentsTab) => choose(v)} variant="scrollable" allowScrollButtonsMobile aria-label={t('payments.title')}>
          {TABS.map((name) => (
            <Tab key={name} value={name} label={t(`payments.tab_${name}`)} id={`payments-tab-${name}`} aria-controls={`payments-panel-${name}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`payments-panel-${tab}`} aria-labelledby={`payments-tab-${tab}`}>
        {tab === 'subscriptions' && <SubscriptionsTab onOpenPayment={setOpen} version={version} />}
        {tab === 'orders' && <OrdersTab onOpen={setOpen} version={version} />}
        {tab === 'revenue' && <RevenueTab />}
      </Box>
      {open !== null && (
        <PaymentDetailDialog
          id={open}
          onClose={() => setOpen(null)}
          onChanged={(msg) => {
            feedback.toast(msg);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </AdminPage>
  );
}
