import type { Job } from '../../../shared/schemas/jobs';

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The JobPosting structured data (schema.org) of a job's page, for the route's `meta`
 * (`script:ld+json`): title, description, datePosted, the hiring organisation (the site: posters
 * are readers, their companies are not recorded) and, when given, the monthly base salary in EGP.
 * Null for a closed job (it is no longer offered). The job's location is not recorded, so none is sent.
 */
export function jobStructuredData(job: Job, lang: string, site: { name: string; url: string }) {
  if (job.closed) return null;
  const from = job.salary_from ? Number(job.salary_from) : null;
  const to = job.salary_to ? Number(job.salary_to) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    inLanguage: lang,
    title: clean(job.title),
    description: clean(job.requirements),
    datePosted: job.added_at.slice(0, 10),
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url },
    ...(from || to
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EGP',
            value: { '@type': 'QuantitativeValue', unitText: 'MONTH', ...(from ? { minValue: from } : {}), ...(to ? { maxValue: to } : {}) },
          },
        }
      : {}),
  };
}
