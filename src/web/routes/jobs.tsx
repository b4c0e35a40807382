import { data } from 'react-router';
import { AD_CODES, PAGE_SIZES } from '../../shared/constants';
import { paths } from '../../shared/paths';
import { sharedPage } from '../../shared/page-kind';
import type { JobList as JobListData } from '../../shared/schemas/jobs';
import { createApiClient } from '../api/client';
import { AddJob } from '../features/jobs/add-job';
import { JobList } from '../features/jobs/job-card';
import { JobSearch } from '../features/jobs/job-search';
import { dictionaries } from '../i18n/dictionaries';
import { useTranslation } from '../i18n/react';
import { AdSlot } from '../ui/ad-slot';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { Container } from '../ui/kit/layout';
import frame from '../ui/page-frame.module.css';
import { Pagination } from '../ui/pagination';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, fill, rootSeo } from '../ui/seo';
import type { Route } from './+types/jobs';

/** The same page for every reader (shared/page-kind.ts): who may apply is decided after hydration. */
export const handle = sharedPage;

/** JOB_WORD_MAX of shared/schemas/jobs. */
const WORD_MAX = 100;
const EMPTY: JobListData = { all_sliders: [], jobs_ads: [], items: { data: [], current_page: 1, last_page: 1, per_page: PAGE_SIZES.jobs, total: 0 } };
const [AD_TOP, ...AD_SIDE] = AD_CODES.jobs as [string, ...string[]];

/** /society/jobs/{page}/{meta_name}: the meta name is cosmetic; `?word=` searches. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = Number(params.page);
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000) throw data(null, { status: 404 });
  const word = (new URL(request.url).searchParams.get('word') ?? '').trim().slice(0, WORD_MAX);
  const res = await createApiClient(context.api).jobs({ rows: PAGE_SIZES.jobs, page, word: word || undefined });
  // A failed list shows empty results (SPEC section 8), not an error page.
  const list = res.ok ? res.data : EMPTY;
  if (res.ok && page > list.items.last_page && (list.items.total > 0 || page > 1)) throw data(null, { status: 404 });
  return { list, page, word, lang: context.lang };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const { origin, lang: rootLang } = rootSeo(matches);
  const lang = d?.lang ?? rootLang;
  const dict = dictionaries[lang];
  const page = d?.page ?? 1;
  const title = d?.word ? fill(dict.jobs.search_title, { word: d.word }) : page > 1 ? fill(dict.jobs.page_title, { page }) : dict.jobs.title;
  return buildSeo({ origin, lang, path: paths.jobs(page), title, description: dict.jobs.description, noindex: !!d?.word });
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list, page, word, lang } = loaderData;
  const hrefOf = (p: number) => paths.jobs(p, word || undefined);
  return (
    <Container maxWidth="xl" className={frame.page}>
      <Breadcrumbs
        items={
          word
            ? [{ label: t('jobs.title'), to: paths.jobs() }, { label: t('jobs.search_title', { word }) }]
            : [{ label: t('nav.society') }, { label: t('jobs.title') }]
        }
      />
      <div className={frame.stack}>
        <h1 className={frame.h1}>{word ? t('jobs.search_title', { word }) : t('jobs.title')}</h1>
        <JobSearch action={paths.jobs()} word={word} />
        <AddJob />
        <AdSlot code={AD_TOP} ads={list.jobs_ads} />
        <div className={frame.withAside}>
          <div className={frame.column}>
            {list.items.data.length === 0 ? (
              <p role="status" className={frame.status}>
                {word ? t('jobs.empty_search', { word }) : t('jobs.empty')}
              </p>
            ) : (
              <JobList jobs={list.items.data} lang={lang} />
            )}
            <Pagination page={list.items.current_page || page} last={list.items.last_page} hrefOf={hrefOf} />
          </div>
          <div className={frame.column}>
            {AD_SIDE.map((code) => (
              <AdSlot key={code} code={code} ads={list.jobs_ads} />
            ))}
          </div>
        </div>
      </div>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
