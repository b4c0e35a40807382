/**
 * /admin: the back office (issue 18). Its loader asks the admin API who is signed in (a visitor
 * goes to /login and comes back; a reader without a staff role sees "for staff only") and sends
 * the back office's strings in the page's language. A session that has not proved the second
 * factor sees only that step. Each child route declares its area (`handle.area`): a role
 * without it sees "for staff only" (and the API refuses its calls anyway).
 */
import { Outlet, redirect, useMatches, useRevalidator, useRouteLoaderData } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminArea } from '../../../shared/admin';
import type { AdminMe } from '../../../shared/schemas/admin';
import { adminPage } from '../../../shared/page-kind';
import { paths } from '../../../shared/paths';
import { parseCookies } from '../../../shared/request';
import { createApiClient } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { AdminShell } from '../../ui/admin/admin-shell';
import { adminCallersOf } from '../../ui/admin/api';
import { AdminStyles } from '../../ui/admin/admin-styles';
import { AdminI18nProvider, loadAdminStrings, useAdminT } from '../../ui/admin/i18n';
import { AdminMeContext } from '../../ui/admin/me';
import { SecondFactorGate } from '../../ui/admin/second-factor';
import { SESSION_COOKIE } from '../../ui/session';
import { buildSeo, rootSeo } from '../../ui/seo';
import type { Route } from './+types/layout';

export const handle = adminPage;

export function meta({ matches }: Route.MetaArgs) {
  const { origin, lang } = rootSeo(matches);
  return buildSeo({ origin, lang, path: paths.admin(), title: lang === 'ar' ? 'لوحة التحكم — بناء' : 'Back office — Binaa', description: '', noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = url.pathname + url.search;
  if (!parseCookies(request.headers.get('cookie'))[SESSION_COOKIE]) throw redirect(paths.login(next));
  const api = createApiClient(context.api);
  const [res, strings] = await Promise.all([adminCallersOf(api).me(), loadAdminStrings(context.lang)]);
  if (!res.ok && res.problem.kind === 'unauthenticated') throw redirect(paths.login(next));
  if (!res.ok && res.problem.kind !== 'forbidden') throw new Response(null, { status: res.status === 503 ? 503 : 500 });
  return { me: res.ok ? res.data : null, strings };
}

function StaffOnly() {
  const { t } = useAdminT();
  return (
    <Box sx={{ minHeight: '60dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('shell.forbidden')}
        </Typography>
        <Button href="/" variant="contained">
          {t('shell.back_home')}
        </Button>
      </Paper>
    </Box>
  );
}

function Admin({ me }: { me: AdminMe }) {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  const area = useMatches()
    .map((m) => (m.handle as { area?: AdminArea } | undefined)?.area)
    .findLast(Boolean);
  if (me.second_factor !== 'ok') return <SecondFactorGate me={me} onDone={() => void revalidator.revalidate()} />;
  return (
    <AdminMeContext.Provider value={me}>
      <AdminShell me={me} lang={i18n.language}>
        {area && !me.areas.includes(area) ? <StaffOnly /> : <Outlet />}
      </AdminShell>
    </AdminMeContext.Provider>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  // MUI and Emotion are the back office's alone (issue 29): its theme and style cache start here.
  return (
    <AdminStyles dir={i18n.language === 'ar' ? 'rtl' : 'ltr'} mode={useRouteLoaderData<{ prefs?: { theme: 'light' | 'dark' | null } }>('root')?.prefs?.theme}>
      <AdminI18nProvider lang={i18n.language} strings={loaderData.strings}>
        {loaderData.me ? <Admin me={loaderData.me} /> : <StaffOnly />}
      </AdminI18nProvider>
    </AdminStyles>
  );
}
