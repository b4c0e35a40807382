import { data } from 'react-router';
import { parseId } from '../../shared/cascade';
import { paths, tendersQuery } from '../../shared/paths';
import { sharedPage } from '../../shared/page-kind';
import type { TenderFilters, TendersList } from '../../shared/schemas/tenders';
import { TENDER_KINDS, TENDER_STATUSES, TENDER_WORD_MAX, TENDERS_PER_PAGE } from '../../shared/tenders';
import { createApiClient } from '../api/client';
import { TenderAlerts } from '../features/tenders/tender-alerts';
import { TenderCard } from '../features/tenders/tender-card';
import { TenderFilter } from '../features/tenders/tender-filter';
import { dictionaries } from '../i18n/dictionaries';
import { useTranslation } from '../i18n/react';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { Container } from '../ui/kit/layout';
import frame from '../ui/page-frame.module.css';
import { Pagination } from '../ui/pagination';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, fill, rootSeo } from '../ui/seo';
import type { Route } from './+types/tenders';
import styles from '../features/tenders/tenders.module.css';

/** The same page for every reader, served from the HTML cache; the alerts are the reader's, after hydration (shared/page-kind.ts). */
export const handle = sharedPage;

const EMPTY: TendersList = { tenders: { data: [], current_page: 1, last_page: 1, per_page: TENDERS_PER_PAGE, total: 0 }, governorates: [], products: [] };
const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  (values as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

/** /tenders?governorate=&product=&status=&kind=&word=&page=: the filters and the page live in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const page = search.has('page') ? Number(search.get('page')) : 1;
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw data(null, { status: 404 });
  const filters: TenderFilters = {};
  const governorate = parseId(search.get('governorate'));
  const product = parseId(search.get('product'));
  const status = oneOf(TENDER_STATUSES, search.get('status'));
  const kind = oneOf(TENDER_KINDS, search.get('kind'));
  const word = (search.get('word') ?? '').trim().slice(0, TENDER_WORD_MAX);
  if (governorate) filters.governorate = governorate;
  if (product) filters.product = product;
  if (status) filters.status = status;
  if (kind) filters.kind = kind;
  if (word) filters.word = word;
  const res = await createApiClient(context.api).tenders({ page, ...filters });
  // A failed list shows empty results (SPEC section 8), not an error page.
  const list = res.ok ? res.data : EMPTY;
  if (res.ok && page > list.tenders.last_page) throw data(null, { status: 404 });
  return { list, page, filters, lang: context.lang };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const { origin, lang: rootLang } = rootSeo(matches);
  const lang = d?.lang ?? rootLang;
  const dict = dictionaries[lang].tenders;
  const page = d?.page ?? 1;
  // A filtered list is a page of its own (its filters stay in the canonical URL); a word search is not indexed.
  return buildSeo({
    origin,
    lang,
    path: paths.tenders(),
    query: tendersQuery(d?.filters, page),
    title: page > 1 ? fill(dict.page_title, { page }) : dict.title,
    description: dict.description,
    noindex: !!d?.filters.word,
  });
}

export default function TendersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list, page, filters, lang } = loaderData;
  const tenders = list.tenders;
  return (
    <Container maxWidth="xl" className={frame.page}>
      <Breadcrumbs items={[{ label: t('tenders.title') }]} />
      <div className={frame.stack}>
        <h1 className={frame.h1}>{t('tenders.title')}</h1>
        <TenderFilter filters={filters} lookups={list} />
        <div className={frame.withAside}>
          <div className={frame.column}>
            <p role="status" className={frame.status}>
              {tenders.total > 0 ? t('tenders.count', { count: tenders.total }) : t('tenders.none')}
            </p>
            {tenders.data.length > 0 && (
              <ul className={styles.list}>
                {tenders.data.map((tender) => (
                  <li key={tender.id}>
                    <TenderCard tender={tender} lang={lang} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={tenders.current_page || page} last={tenders.last_page} hrefOf={(p) => paths.tenders(p, filters)} />
          </div>
          <div className={frame.column}>
            <TenderAlerts filters={filters} />
            <a className={styles.rss} href={paths.tendersRss(lang)} type="application/rss+xml">
              {t('tenders.rss')}
            </a>
          </div>
        </div>
      </div>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
