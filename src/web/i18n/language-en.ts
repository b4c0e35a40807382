/** Every string an English page can show (site + form messages; API messages come translated from the server): one chunk, loaded only for English pages. */
import { validation } from '../../shared/i18n/en/messages.json';
import site from '../../shared/i18n/en/site.json';
import type { LanguageResources } from './language-ar';

const resources: LanguageResources = { ...site, validation };
export default resources;
