/**
 * The mixed scenario of bench/load (issue 19): what is asked, with which weights and headers.
 * `discover` reads the real ids from the target's API before the run (parent process);
 * `createPicker` draws the requests from them (loader process). See index.ts for the mix.
 */
import { WEB_ACCESS_KEY, apiPath, type Lang } from '../../src/shared/envelope';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/shared/idempotency';
import { newsSlug, paths } from '../../src/shared/paths';
import { todayIso, addDays } from '../../src/shared/dates';
import { MAX_COMPARISON_ITEMS } from '../../src/shared/constants';
import type { ComparisonLookup } from '../../src/shared/schemas/prices';
import type { NewsList } from '../../src/shared/schemas/news';
import type { PackagesData } from '../../src/shared/schemas/subscriptions';

export const ROUTES = ['home', 'prices', 'news', 'article', 'comparison', 'login', 'contact', 'subscribe', 'pay', 'payment_status'] as const;
export type RouteName = (typeof ROUTES)[number];

/**
 * Percent of all requests per route: reads 70 (home, prices, news list), article 15, comparison 10, writes 5.
 * One subscribe in three is paid (the payment flow, loader.ts): its checkout is followed by the sandbox's
 * Pay button (`pay`: the provider's paid callback, received and stored) and by the /payment page's polls
 * of the order (`payment_status`) until the subscription is applied; those two follow the flow, they are
 * not drawn (0 here).
 */
export const MIX: Record<RouteName, number> = {
  home: 30,
  prices: 25,
  news: 15,
  article: 15,
  comparison: 10,
  login: 2,
  contact: 1.5,
  subscribe: 1.5,
  pay: 0,
  payment_status: 0,
};
/** Share of the subscribes whose order is then paid (the payment flow). */
export const PAID_SHARE = 1 / 3;

/** Distinct visitors the requests are spread over (each has its own address and language). */
export const VISITORS = 100_000;
/** Share of visitors reading in English (the others read the Arabic default). */
export const ENGLISH_SHARE = 0.2;
/** Bench accounts' e-mail domain and password (made before the run, see targets.ts). */
export const BENCH_EMAIL_DOMAIN = 'load-bench.example';

export interface LoadRequest {
  route: RouteName;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** A subscribe whose order the visitor then pays (loader.ts follows it with `payFlow`). */
  paid?: boolean;
}

export interface Account {
  username: string;
  password: string;
}

/** What the picker needs, read from the target once (plain JSON: it crosses to the loader process). */
export interface ScenarioData {
  /** The site's origin as the browser sends it in `Origin` (PUBLIC_URL's origin). */
  origin: string;
  /** X-App-Version the web app sends (the server's current version). */
  appVersion: string;
  today: string;
  products: { id: number; meta: Record<Lang, string>; types: number[] }[];
  governorates: { id: number; name: Record<Lang, string> }[];
  items: { id: number; name: Record<Lang, string>; govs: number[] }[];
  /** Last page of each news category (0 all, 1 general, 2 cement, 3 world), 22 cards a page as the site shows. */
  newsLastPage: Record<number, number>;
  /** Article paths per language, newest first. */
  articles: Record<Lang, string[]>;
  accounts: Account[];
  /** Cookie headers of signed-in bench accounts (the subscribers). */
  sessions: string[];
  /** Paid packages a reader can subscribe to (those carrying the price bulletin first). */
  packages: number[];
}

const LANGS: Lang[] = ['ar', 'en'];
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';
const ACCEPT_LANGUAGE: Record<Lang, string> = { ar: 'ar-EG,ar;q=0.9,en;q=0.8', en: 'en-US,en;q=0.9,ar;q=0.5' };
const DOCUMENT_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const ENCODINGS = 'gzip, deflate, br, zstd';
const API_HEADERS = { accept: 'application/json', 'x-access-key': WEB_ACCESS_KEY };

async function getJson<T>(base: string, lang: Lang, path: string): Promise<{ data: T; version: string }> {
  const res = await fetch(`${base}${apiPath(lang, path)}`, { headers: API_HEADERS });
  if (!res.ok) throw new Error(`GET ${apiPath(lang, path)}: ${res.status}`);
  return { data: ((await res.json()) as { data: T }).data, version: res.headers.get('x-app-version') ?? '' };
}

/** The session cookie of a login (the web app's: the server sets it, the browser keeps it). */
export async function login(base: string, origin: string, account: Account): Promise<string> {
  const res = await fetch(`${base}${apiPath('ar', 'login')}`, {
    method: 'POST',
    headers: { ...API_HEADERS, 'content-type': 'application/json', origin },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login of ${account.username}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0]!)
    .join('; ');
}

/** Reads the ids the scenario needs from the target's API, and signs the subscribers in. */
export async function discover(base: string, origin: string, accounts: Account[], subscribers = 20): Promise<ScenarioData> {
  const lookups = Object.fromEntries(
    await Promise.all(LANGS.map(async (l) => [l, (await getJson<ComparisonLookup>(base, l, 'price_comparison')).data])),
  ) as Record<Lang, ComparisonLookup>;
  const both = <T extends { id: number; name: string }>(pick: (l: ComparisonLookup) => T[]) =>
    pick(lookups.ar).map((x) => ({ id: x.id, name: { ar: x.name, en: pick(lookups.en).find((y) => y.id === x.id)?.name ?? x.name } }));

  const newsLastPage: Record<number, number> = {};
  for (const category of [0, 1, 2, 3]) {
    const { data } = await getJson<NewsList>(base, 'ar', `news?category=${category}&page=1`);
    newsLastPage[category] = data.items.last_page;
  }
  const articles = { ar: [], en: [] } as Record<Lang, string[]>;
  for (const lang of LANGS)
    for (const page of [1, 2]) {
      const { data } = await getJson<NewsList>(base, lang, `news?category=0&page=${page}&rows=50`);
      for (const n of data.items.data) articles[lang].push(paths.newsTopic(n.id, n.category_id, n.category_name, n.title));
    }

  const { data: packagesData, version } = await getJson<PackagesData>(base, 'ar', 'subscription');
  const paid = Object.values(packagesData.subscriptions_types)
    .flatMap((t) => t.subscriptions)
    .filter((p) => Number(p.price) > 0);
  const withBulletin = paid.filter((p) => p.entitlements.includes('bulletins.email'));
  const packages = (withBulletin.length ? withBulletin : paid).map((p) => p.subscription_id);

  const sessions: string[] = [];
  for (const account of accounts.slice(0, subscribers)) sessions.push(await login(base, origin, account));

  const data: ScenarioData = {
    origin,
    appVersion: version,
    today: todayIso(),
    products: lookups.ar.products.map((p) => ({
      id: p.id,
      meta: { ar: p.meta_name, en: lookups.en.products.find((q) => q.id === p.id)?.meta_name ?? p.meta_name },
      types: lookups.ar.products_types.filter((t) => t.product_id === p.id).map((t) => t.id),
    })),
    governorates: both((l) => l.governorates),
    items: lookups.ar.items.map((i) => ({ id: i.id, name: { ar: i.name, en: lookups.en.items.find((j) => j.id === i.id)?.name ?? i.name }, govs: i.govs })),
    newsLastPage,
    articles,
    accounts,
    sessions,
    packages,
  };
  const missing = [
    ['products', data.products.length],
    ['items', data.items.length],
    ['articles', data.articles.ar.length],
    ['packages', data.packages.length],
    ['bench accounts', data.accounts.length],
  ].filter(([, n]) => n === 0);
  if (missing.length) throw new Error(`the target has no ${missing.map(([w]) => w).join(', ')}: seed it first`);
  return data;
}

const rand = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: readonly T[]): T => list[rand(list.length)]!;
/** An index into a list sorted by popularity: rank r drawn with weight 1/(r+1) (Zipf, s = 1). */
function zipf(n: number): number {
  // Inverse of the continuous approximation: ln(1 + r) uniform on [0, ln(1 + n)].
  return Math.min(n - 1, Math.floor(Math.expm1(Math.random() * Math.log1p(n))));
}
/** A value drawn from [value, weight] pairs. */
function weighted<T>(pairs: readonly (readonly [T, number])[]): T {
  let r = Math.random() * pairs.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of pairs) if ((r -= w) < 0) return v;
  return pairs.at(-1)![0];
}

/** Visitor `i`'s address (10.0.0.0/8) and language, fixed for the whole run. */
function visitor(i: number): { ip: string; lang: Lang } {
  const n = i + 1;
  // A multiplicative hash: the English readers are spread over the population, not its first fifth.
  const lang: Lang = ((Math.imul(n, 2654435761) >>> 0) % 1000) / 1000 < ENGLISH_SHARE ? 'en' : 'ar';
  return { ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, lang };
}

/** The requests of the mix, drawn at random with their weights (one picker per loader process). */
export function createPicker(data: ScenarioData): () => LoadRequest {
  const routes = (Object.entries(MIX) as [RouteName, number][]).filter(([, w]) => w > 0);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, w] of routes) cumulative.push((total += w));
  let sequence = 0;

  const page = (route: RouteName, path: string, ip: string, lang: Lang): LoadRequest => ({
    route,
    method: 'GET',
    path,
    headers: {
      accept: DOCUMENT_ACCEPT,
      'accept-encoding': ENCODINGS,
      'accept-language': ACCEPT_LANGUAGE[lang],
      'user-agent': USER_AGENT,
      'x-forwarded-for': ip,
      // Arabic is the default: only the English readers carry the language cookie.
      ...(lang === 'en' ? { cookie: 'lang=en' } : {}),
    },
  });
  const api = (route: RouteName, path: string, ip: string, lang: Lang, body: unknown, extra: Record<string, string> = {}): LoadRequest => ({
    route,
    method: 'POST',
    path: apiPath(lang, path),
    headers: {
      ...API_HEADERS,
      'x-app-version': data.appVersion,
      'content-type': 'application/json',
      'accept-encoding': ENCODINGS,
      'accept-language': ACCEPT_LANGUAGE[lang],
      'user-agent': USER_AGENT,
      origin: data.origin,
      'x-forwarded-for': ip,
      ...(lang === 'en' ? { cookie: 'lang=en' } : {}),
      ...extra,
    },
    body: JSON.stringify(body),
  });

  const build: Record<RouteName, (v: number, ip: string, lang: Lang) => LoadRequest> = {
    home: (_v, ip, lang) => page('home', paths.home(), ip, lang),
    prices: (_v, ip, lang) => {
      const product = data.products[zipf(data.products.length)]!;
      const variant = weighted([
        ['plain', 70],
        ['type', 15],
        ['gov', 15],
      ] as const);
      let path = paths.materials(product.meta[lang], product.id, variant === 'type' && product.types.length ? pick(product.types) : undefined);
      if (variant === 'gov') path += `?gov_id=${pick(data.governorates).id}`;
      return page('prices', path, ip, lang);
    },
    news: (_v, ip, lang) => {
      const category = weighted([
        [0, 55],
        [1, 15],
        [2, 15],
        [3, 15],
      ] as const);
      const n = Math.min(
        data.newsLastPage[category] ?? 1,
        weighted([
          [1, 80],
          [2, 15],
          [3, 5],
        ] as const),
      );
      return page('news', paths.news(category, n, newsSlug(category, lang)), ip, lang);
    },
    article: (_v, ip, lang) => {
      const list = data.articles[lang].length ? data.articles[lang] : data.articles.ar;
      return page('article', list[zipf(list.length)]!, ip, lang);
    },
    comparison: (_v, ip, lang) => {
      const days = weighted([
        [7, 20],
        [30, 50],
        [90, 20],
        [365, 10],
      ] as const);
      const count = Math.min(
        MAX_COMPARISON_ITEMS,
        weighted([
          [1, 30],
          [2, 35],
          [3, 20],
          [4, 15],
        ] as const),
      );
      const items = Array.from({ length: count }, () => {
        const item = data.items[zipf(data.items.length)]!;
        const govId = item.govs.length ? pick(item.govs) : pick(data.governorates).id;
        const gov = data.governorates.find((g) => g.id === govId);
        return { item_id: item.id, item_name: item.name[lang], gov_id: govId, gov_name: gov?.name[lang] ?? '' };
      });
      return api('comparison', 'price_comparison', ip, lang, { from_date: addDays(data.today, -days), to_date: data.today, items });
    },
    login: (_v, ip, lang) => api('login', 'login', ip, lang, pick(data.accounts)),
    contact: (v, ip, lang) =>
      api(
        'contact',
        'contact_us',
        ip,
        lang,
        {
          name: lang === 'ar' ? `زائر ${v}` : `Visitor ${v}`,
          email: `visitor${v}@${BENCH_EMAIL_DOMAIN}`,
          code: '+20',
          phone: `+20010${String(v).padStart(8, '0')}`,
          message:
            lang === 'ar'
              ? 'نود معرفة أسعار الأسمنت والحديد المتاحة في محافظة الجيزة للتوريد خلال الأسبوع القادم، مع شروط الدفع والتسليم.'
              : 'We would like to know the cement and steel prices available in Giza for delivery next week, with the payment and delivery terms.',
        },
        { [IDEMPOTENCY_KEY_HEADER]: `load-${process.pid}-${++sequence}` },
      ),
    subscribe: (_v, ip, lang) => {
      const req = api(
        'subscribe',
        'subscribe',
        ip,
        lang,
        { subscriptions: [pick(data.packages)] },
        {
          [IDEMPOTENCY_KEY_HEADER]: `load-${process.pid}-${++sequence}`,
        },
      );
      const session = pick(data.sessions);
      req.headers.cookie = req.headers.cookie ? `${req.headers.cookie}; ${session}` : session;
      req.paid = Math.random() < PAID_SHARE;
      return req;
    },
    // Never drawn (0 in the mix): they follow a paid subscribe (payFlow).
    pay: () => {
      throw new Error('pay follows a subscribe');
    },
    payment_status: () => {
      throw new Error('payment_status follows a paid subscribe');
    },
  };

  return () => {
    const r = Math.random() * total;
    let i = 0;
    while (cumulative[i]! <= r) i++;
    const v = rand(VISITORS);
    const { ip, lang } = visitor(v);
    return build[routes[i]![0]](v, ip, lang);
  };
}

/**
 * The rest of a paid subscribe, as the reader's browser does it: the sandbox checkout's Pay button
 * (`checkoutUrl`, the subscribe's answer: the sandbox posts its signed paid callback to the app before
 * it redirects to /payments/return/{invoice}), then the /payment page's poll of the order
 * (`payment_status`) until it is paid. Same visitor address, language and session as the subscribe.
 */
export function payRequests(subscribe: LoadRequest, checkoutUrl: string) {
  const { 'x-forwarded-for': ip, 'accept-language': acceptLanguage, cookie = '' } = subscribe.headers;
  const lang: Lang = /(^|; )lang=en/.test(cookie) ? 'en' : 'ar';
  const pay: LoadRequest = {
    route: 'pay',
    method: 'POST',
    path: checkoutUrl,
    headers: {
      accept: DOCUMENT_ACCEPT,
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': acceptLanguage!,
      'user-agent': USER_AGENT,
      'x-forwarded-for': ip!,
    },
    body: 'outcome=paid',
  };
  const status = (invoice: string): LoadRequest => ({
    route: 'payment_status',
    method: 'GET',
    path: `${apiPath(lang, 'payment_status')}?invoice=${encodeURIComponent(invoice)}`,
    headers: {
      ...API_HEADERS,
      'x-app-version': subscribe.headers['x-app-version']!,
      'accept-language': acceptLanguage!,
      'user-agent': USER_AGENT,
      'x-forwarded-for': ip!,
      cookie,
    },
  });
  return { pay, status };
}
