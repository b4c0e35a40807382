/** Every string an English page can show (site + API/form messages): one chunk, loaded only for English pages. */
import messages from '../../shared/i18n/en/messages.json';
import site from '../../shared/i18n/en/site.json';
import type { LanguageResources } from './language-ar';

const resources: LanguageResources = { ...site, ...messages };
export default resources;
