import { useEffect, type ReactElement } from 'react';
import { redirect, useRevalidator, useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/react';
import type { PlainPageKey } from '../../shared/i18n/types';
import type { TFunction } from '../i18n/translator';
import { Alert } from '../ui/kit/alert';
import { Button } from '../ui/kit/button';
import { Chip } from '../ui/kit/chip';
import { Icon } from '../ui/kit/icon';
import { iconLogout, iconNotificationsActive, iconPayment, iconPerson, iconStorefront, iconVpnKey, iconWorkspacePremium } from '../ui/kit/icons';
import { Container, Paper, Stack, Text } from '../ui/kit/layout';
import { Tab, Tabs } from '../ui/kit/tabs';
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
import st from './settings.module.css';
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
  { key: 'profile', icon: <Icon path={iconPerson} />, label: 'account.settings.profile' },
  { key: 'subscriptions', icon: <Icon path={iconWorkspacePremium} />, label: 'account.settings.subscriptions' },
  { key: 'payments', icon: <Icon path={iconPayment} />, label: 'subscriptions.payment_settings' },
  { key: 'alerts', icon: <Icon path={iconNotificationsActive} />, label: 'subscriptions.price_alerts' },
  { key: 'market', icon: <Icon path={iconStorefront} />, label: 'market.tab' },
  { key: 'api', icon: <Icon path={iconVpnKey} />, label: 'open_data.tab' },
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

/**
 * Account settings: the menu Profile, Subscriptions, Payment settings, … and Log Out; a side menu
 * from 900 px, a row of tabs that scrolls sideways above the panel on a phone (issue 29 item 7:
 * the menu no longer fills a phone's first screen).
 */
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
  // On a phone the row scrolls: the open tab is brought into view (a link to ?tab=api).
  useEffect(() => {
    document.getElementById(`settings-tab-${tab}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  const onSaved = (next: UserData) => {
    setUser(next);
    void revalidator.revalidate();
  };

  return (
    <Container maxWidth="lg" className={st.page}>
      <Breadcrumbs items={[{ label: t('account.settings.title') }]} />
      <Text variant="h1" className={st.title}>
        {t('account.settings.title')}
      </Text>
      <div className={st.layout}>
        <Paper variant="outlined" component="nav" aria-label={t('account.settings.menu')} className={st.menu}>
          <Tabs
            value={tab}
            onChange={(value: TabKey) => setParams(value === 'profile' ? {} : { tab: value }, { replace: true, preventScrollReset: true })}
            label={t('account.settings.menu')}
            className={st.tabs}
          >
            {SETTINGS_TABS.map((item) => (
              <Tab key={item.key} value={item.key} id={`settings-tab-${item.key}`} icon={item.icon} label={t(item.label)} />
            ))}
          </Tabs>
          <Button color="error" startIcon={<Icon path={iconLogout} mirrored />} onClick={() => void session.logout()} className={st.logout}>
            <span className={st.logoutText}>{t('account.menu.logout')}</span>
          </Button>
        </Paper>
        <Paper variant="outlined" id="settings-panel" role="tabpanel" aria-labelledby={`settings-tab-${tab}`} className={st.panel}>
          <Text variant="h2" className={st.panelTitle}>
            {TAB_TITLES[tab](t)}
          </Text>
          {tab === 'profile' && <ProfilePanel user={user} onSaved={onSaved} onProblem={snackbar.showProblem} />}
          {tab === 'subscriptions' && (
            <Stack spacing={2}>
              <Stack direction="row" spacing={1.5} alignItems="center">
                <Text color="secondary">{t('account.settings.current_plan')}</Text>
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
      </div>
      {snackbar.element}
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
