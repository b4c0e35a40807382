/** Every string an Arabic page can show (site + form messages; API messages come translated from the server): one chunk, loaded only for Arabic pages. */
import type { PageDictionary, Shape } from '../../shared/i18n/types';
import { validation } from '../../shared/i18n/ar/messages.json';
import site from '../../shared/i18n/ar/site.json';

/** A language's page strings, as read directly by meta functions (plural forms left out: they differ by language). */
export type LanguageResources = Shape<PageDictionary>;
const resources: LanguageResources = { ...site, validation };
export default resources;
