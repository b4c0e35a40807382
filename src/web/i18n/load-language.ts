import type { Lang } from '../../shared/envelope';
import type { LanguageResources } from './language-ar';

/**
 * The browser loads the strings of the page's language only (the switch reloads the page). The
 * server names the chunk of that language in a modulepreload (root.tsx, `virtual:binaa-language-chunks`
 * of vite.config.ts), so it downloads alongside the other scripts, not after entry.client.
 */
export const loadLanguage = (lang: Lang): Promise<LanguageResources> =>
  (lang === 'en' ? import('./language-en') : import('./language-ar')).then((m) => m.default);
