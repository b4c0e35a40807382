import type { Lang } from '../../shared/envelope';

/** Picks the `_ar` / `_en` column of a row for the request's language. */
export const pick = (lang: Lang, ar: string | null | undefined, en: string | null | undefined): string => (lang === 'ar' ? ar || en : en || ar) ?? '';

/** URL of a stored file (photos hold paths relative to the uploads folder). */
export const uploadUrl = (path: string | null | undefined): string => (path ? `/uploads/${path.replace(/^\/+/, '')}` : '');

export { slugify } from '../../shared/slug';
