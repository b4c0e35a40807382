/** The newsroom's addresses and its date formats (Western digits in both languages). */
import { useMemo } from 'react';
import type { Lang } from '../../../../shared/envelope';
import { paths } from '../../../../shared/paths';

/** `/admin/news`, `/admin/news/new`, `/admin/news/12`. */
export const adminNewsPath = (id?: number | 'new') => (id === undefined ? paths.admin('news') : `${paths.admin('news')}/${id}`);

const STYLES = {
  full: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export function useDateTime(lang: Lang, style: keyof typeof STYLES): Intl.DateTimeFormat {
  return useMemo(() => new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', STYLES[style]), [lang, style]);
}
