/**
 * Search normalisation shared by the server (queries) and the web (highlighting, local lists).
 * The database applies the same mapping with its IMMUTABLE function `binaa_normalize(text)`
 * (migration 0001_search_normalize) to the stored search vector of the news: keep them in step.
 *
 * Arabic is written with optional marks and several interchangeable letter forms; readers type
 * the bare form. So, before comparing:
 * - diacritics (U+064B–U+065F, U+0670) and tatweel (U+0640) are removed — this also folds the
 *   decomposed hamza/madda forms (ا + U+0654 …) into the bare letter;
 * - hamza carriers: أ إ آ ٱ → ا, ؤ → و, ئ → ي;
 * - taa marbuta ة → ه, alef maqsura ى → ي (and the Persian ی → ي, ک → ك of some keyboards);
 * - Arabic-Indic digits → 0-9;
 * - everything is lower-cased (English is matched case-insensitively).
 */

const MARKS = /[\u064B-\u065F\u0670\u0640]/g;
/** Source letters and their replacements, position by position (the SQL function uses translate()). */
export const NORMALIZE_FROM = 'أإآٱؤئةىیک٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
export const NORMALIZE_TO = 'ااااويهييك01234567890123456789';
const MAP = new Map([...NORMALIZE_FROM].map((c, i) => [c, NORMALIZE_TO[i]!]));
const LETTERS = new RegExp(`[${NORMALIZE_FROM}]`, 'g');

export function normalizeArabic(text: string): string {
  return text
    .replace(MARKS, '')
    .replace(LETTERS, (c) => MAP.get(c) ?? c)
    .toLowerCase();
}

/** The words of a search text, normalised: runs of letters and digits, at most `max` of them. */
export function searchTerms(text: string, max = 8): string[] {
  return (normalizeArabic(text).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, max);
}
