import type { Lang } from '../../shared/envelope';

/** Picks the `_ar` / `_en` column of a row for the request's language. */
export const pick = (lang: Lang, ar: string | null | undefined, en: string | null | undefined): string => (lang === 'ar' ? ar || en : en || ar) ?? '';

/** A member's name as others see it: the name in the request's language, else the one they registered with. */
export const personName = (lang: Lang, u: { fullName: string; fullNameAr: string | null; fullNameEn: string | null }): string =>
  pick(lang, u.fullNameAr, u.fullNameEn) || u.fullName;

/** URL of a stored file (photos hold paths relative to the uploads folder). */
export const uploadUrl = (path: string | null | undefined): string => (path ? `/uploads/${path.replace(/^\/+/, '')}` : '');

export { slugify } from '../../shared/slug';
