/** Every string of the English pages (site + shared messages): one chunk, loaded only for English pages. */
import shared from '../../shared/i18n/en.json';
import translation from './en.json';
import type { LanguageResources } from './language-ar';

const resources: LanguageResources = { translation, validation: shared.validation, api: shared.api };
export default resources;
