/** Every string of the Arabic pages (site + shared messages): one chunk, loaded only for Arabic pages. */
import shared from '../../shared/i18n/ar.json';
import translation from './ar.json';

const resources = { translation, validation: shared.validation, api: shared.api };
export type LanguageResources = typeof resources;
export default resources;
