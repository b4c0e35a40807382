import type { Lang } from '../../shared/envelope';
import ar from './ar.json';
import en from './en.json';

/** The site's dictionaries, for code that runs outside React (meta functions). */
export const dictionaries: Record<Lang, typeof ar> = { ar, en };
