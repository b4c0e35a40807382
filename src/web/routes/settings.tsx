import { useEffect, type ReactElement } from 'react';
import { redirect, useRevalidator, useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/react';
import type { PlainPageKey } from '../../shared/i18n/types';
import type { TFunction } from '../i18n/translator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import PaymentIcon from '@mui/icons-material/Payment';
import PersonIcon from '@mui/icons-material/Person';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import StorefrontIcon from '@mui/icons-material/Storefront';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import type { UserData } from '../../shared/schemas/accounts';
import { createApiClient } from '../api/client';
import { useFormSnackbar } from '../features/accounts/form-snackbar';
import { ProfilePanel } from '../features/accounts/profile-panel';
import { AlertsPanel } from '../features/alerts/alerts-panel';
import { ApiKeysPanel } from '../features/open-data/api-keys-panel';
import { MyJobsPanel } from '../features/jobs/my-jobs-panel';
import { MyDealsPanel } from '../features/deals/my-deals-panel';
import { PaymentsPanel } from '../features/subscriptions/payments-panel';
import { SubscriptionsPanel } from '../features/subscriptions/subscriptions-panel';
import { dictionaries } from '../i18n/dictionaries';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { paths, type SettingsTab } from '../../shared/paths';
import { parseCookies } from '../../shared/request';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import { SESSION_COOKIE, useSession } from '../ui/session';
import type { Route } from './+types/settings';
import { personalPage } from '../../shared/page-kind';

/** Rendered per request with the reader's session, never stored (shared/page-kind.ts). */
export const handle = personalPage;

export function meta({ matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  const d = dictionaries[lang].account.settings;
  return buildSeo({ origin, lang, path: paths.settings(), title: d.title, description: d.title, noindex: true });
}

type TabKey = SettingsTab;
/** The side menu, in order. */
const SETTINGS_TABS: readonly { key: TabKey; icon: ReactElement; label: PlainPageKey }[] = [
  { key: 'profile', icon: <PersonIcon />, label: 'account.settings.profile' },
  { key: 'subscriptions', icon: <WorkspacePremiumIcon />, label: 'account.settings.subscriptions' },
  { key: 'payments', icon: <PaymentIcon />, label: 'subscriptions.payment_settings' },
  { key: 'alerts', icon: <NotificationsIcon />, label: 'subscriptions.price_alerts' },
  { key: 'market', icon: <StorefrontIcon />, label: 'market.tab' },
  { key: 'api', icon: <VpnKeyIcon />, label: 'open_data.tab' },
];
const tabOf = (value: string | null): TabKey => SETTINGS_TABS.find((tab) => tab.key === value)?.key ?? 'profile';

/** /settings: visitors go to /login and come back to the tab (SPEC sections 2 and 6). The open tab's list is loaded with the profile. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tab = tabOf(new URL(request.url).searchParams.get('tab'));
  if (!parseCookies(request.headers.get('cookie'))[SESSION_COOKIE]) throw redirect(paths.login(paths.settings(tab)));
  const api = createApiClient(context.api);
  const [res, subscriptions, payments] = await Promise.all([
    api.myProfile(),
    tab === 'subscriptions' ? api.userSubscriptions() : null,
    tab === 'payments' ? api.payments() : null,
  ]);
  if (!res.ok) {
    if (res.problem.kind === 'unauthenticated') throw redirect(paths.login(paths.settings(tab)));
    throw new Response(null, { status: 500 });
  }
  return {
    user: res.data,
    subscriptions: subscriptions?.ok ? subscriptions.data.subscriptions : null,
    payments: payments?.ok ? payments.data : null,
  };
}

const TAB_TITLES: Record<TabKey, (t: TFunction) => string> = {
  profile: (t) => t('account.settings.profile'),
  subscriptions: (t) => t('account.settings.subscriptions'),
  payments: (t) => t('subscriptions.payment_settings'),
  alerts: (t) => t('subscriptions.price_alerts'),
  market: (t) => t('market.title'),
  api: (t) => t('open_data.tab'),
};

/** Account settings: side menu Profile, Subscriptions, Payment settings, Log Out. */
export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useSession();
  const revalidator = useRevalidator();
  const snackbar = useFormSnackbar();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const { setUser } = session;
  // The loader's data is the fresh one (after a save it is revalidated): the header follows it.
  useEffect(() => setUser(loaderData.user), [loaderData.user, setUser]);
  const user = loaderData.user;

  const onSaved = (next: UserData) => {
    setUser(next);
    void revalidator.revalidate();
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Breadcrumbs items={[{ label: t('account.settings.title') }]} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 3 }}>
        {t('account.settings.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="nav" aria-label={t('account.settings.menu')} sx={{ overflow: 'hidden' }}>
          <Tabs
            orientation="vertical"
            value={tab}
            onChange={(_e, value: TabKey) => setParams(value === 'profile' ? {} : { tab: value }, { replace: true, preventScrollReset: true })}
            sx={{ '& .MuiTab-root': { justifyContent: 'flex-start', minHeight: 52 }, '& .MuiTabs-indicator': { insetInlineStart: 0, right: 'auto' } }}
            aria-label={t('account.settings.menu')}
          >
            {SETTINGS_TABS.map((tab) => (
              <Tab
                key={tab.key}
                value={tab.key}
                id={`settings-tab-${tab.key}`}
                aria-controls="settings-panel"
                icon={tab.icon}
                iconPosition="start"
                label={t(tab.label)}
              />
            ))}
          </Tabs>
          <Button
            fullWidth
            color="error"
            startIcon={<LogoutIcon sx={{ transform: 'var(--binaa-mirror, none)' }} />}
            onClick={() => void session.logout()}
            sx={{ justifyContent: 'flex-start', px: 3, py: 1.5, borderTop: 1, borderColor: 'divider', borderRadius: 0 }}
          >
            {t('account.menu.logout')}
          </Button>
        </Paper>
        <Paper variant="outlined" id="settings-panel" role="tabpanel" aria-labelledby={`settings-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 3 }}>
            {TAB_TITLES[tab](t)}
          </Typography>
          {tab === 'profile' && <ProfilePanel user={user} onSaved={onSaved} onProblem={snackbar.showProblem} />}
          {tab === 'subscriptions' && (
            <Stack spacing={2}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Typography color="textSecondary">{t('account.settings.current_plan')}</Typography>
                <Chip label={t(`account.plan.${user.plan}`)} color={user.plan === 'free' ? 'default' : 'secondary'} />
              </Stack>
              {loaderData.subscriptions ? (
                <SubscriptionsPanel subscriptions={loaderData.subscriptions} onChanged={() => void revalidator.revalidate()} />
              ) : (
                <Alert severity="error">{t('errors.server_body')}</Alert>
              )}
            </Stack>
          )}
          {tab === 'payments' &&
            (loaderData.payments ? <PaymentsPanel payments={loaderData.payments} /> : <Alert severity="error">{t('errors.server_body')}</Alert>)}
          {tab === 'alerts' && <AlertsPanel />}
          {tab === 'api' && <ApiKeysPanel />}
          {tab === 'market' && (
            <Stack spacing={4}>
              <MyDealsPanel />
              <MyJobsPanel />
            </Stack>
          )}
        </Paper>
      </Box>
      {snackbar.element}
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
