/**
 * The word search of the site's search documents (news.search, jobs.search: tsvectors built by
 * binaa_news_document, migration 0001_search_normalize): every term must match, the last one as a
 * prefix (a word being typed already finds). A term matches the document normalised without its
 * article, normalised as typed, or — Latin letters — stemmed as English. Terms are letters and
 * digits only (shared/search.ts searchTerms) and reach to_tsquery quoted.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export function searchCondition(document: AnyColumn, terms: readonly string[]): SQL {
  const perTerm = terms.map((term, i) => {
    const suffix = i === terms.length - 1 ? ':*' : '';
    const forms = [
      sql`to_tsquery('simple', quote_literal(binaa_search_text(${term}::text)) || ${suffix}::text)`,
      sql`to_tsquery('simple', quote_literal(binaa_normalize(${term}::text)) || ${suffix}::text)`,
    ];
    if (/[a-z]/.test(term)) forms.push(sql`to_tsquery('english', quote_literal(${term}::text) || ${suffix}::text)`);
    return sql`(${sql.join(forms, sql` || `)})`;
  });
  return sql`${document} @@ (${sql.join(perTerm, sql` && `)})`;
}
