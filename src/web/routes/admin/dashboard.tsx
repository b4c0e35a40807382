/**
 * /admin: the dashboard — today's price entry per product (a bar each), and for the roles that may
 * read them: new users, active subscriptions, revenue this month, the unread inbox, failed mails.
 * Each card opens its area.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminArea } from '../../../shared/admin';
import { adminPage } from '../../../shared/page-kind';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../../shared/format';
import { useAdminCallData } from '../../ui/admin/api';
import { AdminPage, Loaded } from '../../ui/admin/admin-page';
import { useAdminT } from '../../ui/admin/i18n';

export const handle = { ...adminPage, area: 'dashboard' };

function Figure({ area, label, value, alert }: { area: AdminArea; label: string; value: ReactNode; alert?: boolean }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={paths.admin(area)} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: alert ? 'error.main' : undefined }}>
            {value}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export default function AdminDashboard() {
  const { t } = useAdminT();
  const { i18n } = useTranslation();
  const { state, reload } = useAdminCallData('dashboard');
  return (
    <AdminPage title={t('dashboard.title')}>
      <Loaded state={state} reload={() => void reload()}>
        {(d) => (
          <Grid container spacing={2}>
            {d.prices && (
              <Grid size={12}>
                <Card variant="outlined">
                  <CardActionArea component={Link} to={paths.admin('prices')}>
                    <CardContent>
                      <Typography variant="h6" component="h2" gutterBottom>
                        {t('dashboard.prices_progress')} — <span dir="ltr">{d.date}</span>
                      </Typography>
                      <Stack spacing={1.5}>
                        {d.prices.map((p) => (
                          <div key={p.product_id}>
                            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                              <Typography>{p.name}</Typography>
                              <Typography>{t('dashboard.entered', { done: p.entered, total: p.total })}</Typography>
                            </Stack>
                            <LinearProgress
                              variant="determinate"
                              value={p.total ? (100 * p.entered) / p.total : 0}
                              aria-label={p.name}
                              sx={{ height: 8, borderRadius: 4 }}
                            />
                          </div>
                        ))}
                      </Stack>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            )}
            {d.new_users_7d !== null && (
              <Grid size={{ xs: 6, md: 4 }}>
                <Figure area="users" label={t('dashboard.new_users')} value={d.new_users_7d} />
              </Grid>
            )}
            {d.active_subscriptions !== null && (
              <Grid size={{ xs: 6, md: 4 }}>
                <Figure area="payments" label={t('dashboard.active_subscriptions')} value={d.active_subscriptions} />
              </Grid>
            )}
            {d.revenue_month !== null && (
              <Grid size={{ xs: 12, md: 4 }}>
                <Figure area="payments" label={t('dashboard.revenue_month')} value={formatMoney(d.revenue_month, i18n.language)} />
              </Grid>
            )}
            {d.unread_inbox !== null && (
              <Grid size={{ xs: 6, md: 4 }}>
                <Figure area="inbox" label={t('dashboard.unread_inbox')} value={d.unread_inbox} alert={d.unread_inbox > 0} />
              </Grid>
            )}
            {d.failed_mails !== null && (
              <Grid size={{ xs: 6, md: 4 }}>
                <Figure area="outbox" label={t('dashboard.failed_mails')} value={d.failed_mails} alert={d.failed_mails > 0} />
              </Grid>
            )}
          </Grid>
        )}
      </Loaded>
    </AdminPage>
  );
}
