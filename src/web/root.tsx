import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import { useTranslation } from './i18n/react';
import { preloadModule } from 'react-dom';
import languageChunks from 'virtual:binaa-language-chunks';
import '@fontsource-variable/cairo/index.css';
import 'virtual:binaa-theme-vars.css';
import './theme/base.css';
import arabicFont from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url';
import latinFont from '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?url';
import { isLang, type Lang } from '../shared/envelope';
import { ApiProvider } from './api/react';
import { createApiClient } from './api/client';
import { useVersionCheck } from './api/use-version-check';
import { dictionaries } from './i18n/dictionaries';
import { INSERTION_POINT_NAME } from './theme/insertion-point';
import { SCRIPTS_AFTER_PAINT } from './ui/scripts-after-paint';
import { NotFoundView, ServerErrorView } from './ui/error-views';
import { deferred, formValues } from './ui/deferred';
import { FeedbackProvider } from './ui/feedback/feedback-provider';
import { MainLayout } from './ui/main-layout';
import { NavigationProgress } from './ui/navigation-progress';
import { SessionProvider, SIGNED_IN_SCRIPT } from './ui/session';
import { dirOf, langCookie, PREF_COOKIES, prefsFromCookies, type Prefs } from './ui/prefs';
import { parseCookies } from '../shared/request';
import { isBarePage } from '../shared/page-kind';
import type { Route } from './+types/root';

/**
 * Language in the URL: the language lives in a cookie (one URL per page for both languages), so
 * the hreflang alternates of every page are its `?lang=ar` / `?lang=en` variants (ui/seo.ts).
 * A `?lang=` visit keeps that language: the root answers with the `lang` cookie set, and the
 * page renders in it (the server's context.lang takes `?lang=` before the cookie, the rule of
 * langOfRequest in shared/request.ts, so a crawler without cookies gets each variant in its own
 * language). Links inside the site carry no `?lang=`; the cookie does the rest.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cookie = request.headers.get('cookie');
  const prefs = prefsFromCookies(cookie);
  const url = new URL(request.url);
  const queryLang = url.searchParams.get('lang');
  const api = createApiClient(context.api);
  const cookies = parseCookies(cookie);
  // Nothing of the reader: public pages are shared (shared/page-kind.ts); the session's parts
  // are filled in after hydration (ui/session.tsx).
  const res = await api.defaultWebsiteData();
  const body = { prefs: { ...prefs, lang: context.lang }, origin: url.origin, site: res.ok ? res.data : null, appVersion: res.version ?? null };
  const headers = new Headers();
  if (isLang(queryLang) && cookies[PREF_COOKIES.lang] !== queryLang) headers.append('Set-Cookie', langCookie(queryLang, url.protocol === 'https:'));
  return headers.has('Set-Cookie') ? data(body, { headers }) : body;
}

// Language, theme and country changes reload or re-render on the client; site data is stable.
export function shouldRevalidate() {
  return false;
}

export function meta({ data }: Route.MetaArgs) {
  const d = dictionaries[data?.prefs.lang ?? 'ar'];
  return [{ title: d.app.home_title }, { name: 'description', content: d.app.description }];
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/** Before first paint: the saved theme (or the device's) on <html>, so dark mode never flashes. */
const COLOR_SCHEME_SCRIPT = `(function(){try{var d=document.documentElement,m=localStorage.getItem('theme');if(m!=='light'&&m!=='dark'){m=d.getAttribute('data-mui-color-scheme')||(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')}d.setAttribute('data-mui-color-scheme',m)}catch(e){}})()`;

const FALLBACK_PREFS: Prefs = { lang: 'ar', theme: null, country: 'egypt' };

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { i18n } = useTranslation();
  const lang: Lang = isLang(i18n.language) ? i18n.language : (data?.prefs.lang ?? 'ar');
  const prefs = data?.prefs ?? FALLBACK_PREFS;
  const dir = dirOf(lang);
  // The page's strings, which entry.client loads before hydrating (i18n/load-language.ts).
  const strings = import.meta.env.SSR ? languageChunks[lang] : undefined;
  if (strings) preloadModule(strings, { as: 'script' });
  return (
    <html lang={lang} dir={dir} data-mui-color-scheme={prefs.theme ?? undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b2442" />
        {/* Above the fold: Arabic letters (ar) and the Latin subset (English, and the Western digits of prices). */}
        {lang === 'ar' && <link rel="preload" as="font" type="font/woff2" href={arabicFont} crossOrigin="anonymous" />}
        <link rel="preload" as="font" type="font/woff2" href={latinFont} crossOrigin="anonymous" />
        <script dangerouslySetInnerHTML={{ __html: COLOR_SCHEME_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_PAINT }} />
        <Meta />
        <Links />
        <meta name={INSERTION_POINT_NAME} content="" />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Below the fold on every page: server-rendered with the page, its code (react-hook-form, Zod,
 * the text fields: ~60 KB gzip) loads after hydration (ui/deferred.tsx), keeping the server's
 * form on screen — and what the visitor types into it — until then.
 */
const FooterContactForm = deferred({
  load: () => import('./features/contact/contact-form'),
  serverCacheKey: 'footer-contact-form',
  carryOver: (root) => ({ initialValues: formValues(root) }),
});
const FOOTER_CONTACT_FORM = <FooterContactForm idPrefix="footer-contact" />;

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { i18n } = useTranslation();
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'ar';
  useVersionCheck(data?.appVersion ?? null);
  // The back office (/admin) draws its own frame: no header, menus, ads or footer of the site.
  const bare = isBarePage(useMatches().map((m) => m.handle));
  return (
    <ApiProvider lang={lang}>
      <SessionProvider>
        <FeedbackProvider>
          <NavigationProgress />
          {bare ? (
            children
          ) : (
            <MainLayout site={data?.site ?? null} lang={lang} country={data?.prefs.country ?? FALLBACK_PREFS.country} contactForm={FOOTER_CONTACT_FORM}>
              {children}
            </MainLayout>
          )}
        </FeedbackProvider>
      </SessionProvider>
    </ApiProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return <Shell>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ServerErrorView />}</Shell>;
}
