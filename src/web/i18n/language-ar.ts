/** Every string an Arabic page can show (site + API/form messages): one chunk, loaded only for Arabic pages. */
import type { PageDictionary, Shape } from '../../shared/i18n/types';
import messages from '../../shared/i18n/ar/messages.json';
import site from '../../shared/i18n/ar/site.json';

/** A language's page strings, as read directly by meta functions (plural forms left out: they differ by language). */
export type LanguageResources = Shape<PageDictionary>;
const resources: LanguageResources = { ...site, ...messages };
export default resources;
