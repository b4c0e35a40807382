import type { FaqGroup } from '../../../shared/schemas/pages';

/** Plain text for JSON-LD: no bidi isolates (the seed's phone numbers), squeezed spaces. */
const clean = (s: string) =>
  s
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The FAQPage structured data (schema.org) of the page's questions and answers in its language,
 * for the route's `meta` (`script:ld+json`). Null when there is no question.
 */
export function faqStructuredData(groups: FaqGroup[], lang: string) {
  const questions = groups.flatMap((g) => g.items);
  if (questions.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: lang,
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: clean(q.question),
      acceptedAnswer: { '@type': 'Answer', text: clean(q.answer) },
    })),
  };
}
