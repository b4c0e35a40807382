/**
 * The service worker (vite-plugin-pwa, injectManifest; issue 29, decision 035):
 *
 * - Precache: the public shell only — the scripts and stylesheet every public page loads (the
 *   shell chunk, the entry, the root route, React Router's manifest, both languages' strings) and
 *   the Cairo fonts, favicon and icons (vite.config.ts lists them; the size budget checks the
 *   total). Not every built file.
 * - Every other hashed file under /assets/ (a route's chunk, a lazily loaded part) is kept the
 *   first time a public page uses it, and served from the device after that (cache first: a
 *   hashed name never changes its bytes); at most ASSETS_KEPT files, for 30 days. A file a
 *   back-office page (/admin) asks for is never kept.
 * - Documents always come from the network (they are rendered per reader). When the network
 *   fails, the answer is the offline page: the last prices the reader saw (offline/snapshot.ts),
 *   each with its date, in the reader's language.
 * - Uploaded pictures: cache first, 120 for a week, as before.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { app as appAr, offline as offlineAr } from '../shared/i18n/ar/site.json';
import { app as appEn, offline as offlineEn } from '../shared/i18n/en/site.json';
import type { Lang } from '../shared/envelope';
import { renderOfflinePage, type OfflineStrings } from './offline/offline-page';
import { readSnapshots } from './offline/snapshot';

/** What this file uses of the worker's global scope (the DOM typings the project compiles with lack it). */
interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  clients: { get(id: string): Promise<{ url: string } | undefined> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const ASSETS_KEPT = 200;
const DAY = 24 * 3600;
const BACK_OFFICE = /^\/admin(\/|$)/;

// The page asks the waiting worker to take over (registerSW's update, src/web/pwa.ts).
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();
// Written `self.__WB_MANIFEST` so the build finds the place to put the list.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);

const assets = new CacheFirst({
  cacheName: 'binaa-assets',
  plugins: [new ExpirationPlugin({ maxEntries: ASSETS_KEPT, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
});
/** Is the page that asked for this file a back-office one? */
async function askedByBackOffice(event: unknown): Promise<boolean> {
  const clientId = (event as { clientId?: string } | undefined)?.clientId;
  const client = clientId ? await worker.clients.get(clientId) : undefined;
  return !!client && BACK_OFFICE.test(new URL(client.url).pathname);
}
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  async (options) => ((await askedByBackOffice(options.event)) ? fetch(options.request) : assets.handle(options)),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({ cacheName: 'uploads', plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 7 * DAY })] }),
);

const STRINGS: Record<Lang, OfflineStrings> = { ar: { ...offlineAr, name: appAr.name }, en: { ...offlineEn, name: appEn.name } };

async function offlineResponse(request: Request): Promise<Response> {
  const snapshots = await readSnapshots(caches).catch(() => []);
  const asked = new URL(request.url).searchParams.get('lang');
  const lang: Lang = snapshots[0]?.lang ?? (asked === 'en' ? 'en' : 'ar');
  const html = renderOfflinePage(lang, STRINGS[lang], snapshots, request.url);
  return new Response(html, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [{ handlerDidError: ({ request }) => offlineResponse(request) }] }), {
    denylist: [BACK_OFFICE, /^\/api\//],
  }),
);
