import { AD_CODES } from '../../shared/constants';
import { pageUrl } from '../../shared/page-url';
import { paths } from '../../shared/paths';
import { sharedPage } from '../../shared/page-kind';
import { createApiClient, dataOr404, idOr404 } from '../api/client';
import { ApplyButton } from '../features/jobs/apply-button';
import { addedText, salaryText } from '../features/jobs/job-text';
import { jobStructuredData } from '../features/jobs/job-structured-data';
import styles from '../features/jobs/jobs.module.css';
import { dictionaries } from '../i18n/dictionaries';
import { formatDate } from '../../shared/format';
import { useTranslation } from '../i18n/react';
import { AdSlot } from '../ui/ad-slot';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { Alert } from '../ui/kit/alert';
import { Container } from '../ui/kit/layout';
import frame from '../ui/page-frame.module.css';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, rootSeo } from '../ui/seo';
import type { Route } from './+types/job';

export const handle = sharedPage;

/** /society/job/{id}/{slug}: the slug is cosmetic, the job is found by id (closed ones say so). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idOr404(params.id);
  const detail = dataOr404(await createApiClient(context.api).job({ id }));
  return { ...detail, lang: context.lang };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const { origin, lang: rootLang } = rootSeo(matches);
  const lang = d?.lang ?? rootLang;
  const dict = dictionaries[lang];
  if (!d) return [{ title: dict.jobs.title }];
  const job = d.item;
  const tags = buildSeo({
    origin,
    lang,
    path: job.path,
    paths: { ar: paths.job(job.id, job.title_ar), en: paths.job(job.id, job.title_en) },
    title: job.title,
    description: job.requirements.slice(0, 300),
    noindex: job.closed,
  });
  const structured = jobStructuredData(job, lang, { name: dict.app.name, url: pageUrl(origin, paths.home(), lang) });
  return structured ? [...tags, { 'script:ld+json': structured }] : tags;
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item: job, jobs_ads: ads, lang } = loaderData;
  const salary = salaryText(t, job, lang);
  const [AD_TOP, ...AD_SIDE] = AD_CODES.jobs as [string, ...string[]];
  return (
    <Container maxWidth="xl" className={frame.page}>
      <Breadcrumbs items={[{ label: t('nav.society') }, { label: t('jobs.title'), to: paths.jobs() }, { label: job.title }]} />
      <div className={frame.withAside}>
        <article className={styles.page} aria-labelledby="job-title">
          <h1 className={frame.h1} id="job-title">
            {job.title}
          </h1>
          {job.closed && <Alert severity="info">{t('jobs.closed')}</Alert>}
          <ul className={styles.facts}>
            <li>{t('jobs.attendance', { date: formatDate(job.attendance_date, lang) })}</li>
            {salary && <li className={styles.salary}>{salary}</li>}
            <li>{addedText(t, job, lang)}</li>
          </ul>
          <h2 className={styles.subheading}>{t('jobs.requirements')}</h2>
          <p className={styles.body}>{job.requirements}</p>
          <div className={styles.actions}>
            <ApplyButton job={job} size="medium" />
          </div>
          <AdSlot code={AD_TOP} ads={ads} />
        </article>
        <div className={frame.column}>
          {AD_SIDE.map((code) => (
            <AdSlot key={code} code={code} ads={ads} />
          ))}
        </div>
      </div>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
