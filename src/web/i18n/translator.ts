/**
 * The web's view of the one translator (src/shared/i18n/translator.ts, decision 010): the same
 * lookup, placeholders and plurals, typed on what a page can show (site strings and form messages; no API or e-mail strings).
 */
import type { Lang } from '../../shared/envelope';
import * as core from '../../shared/i18n/translator';
import type { PageKey, PlainPageKey, PluralKey } from '../../shared/i18n/types';
import type { LanguageResources } from './language-ar';

export type { LanguageResources };
export type { TValues } from '../../shared/i18n/translator';
export { dynamicKey, fill } from '../../shared/i18n/translator';
export type { PageKey, PlainPageKey };

/** The keys of a page that need a `count`. */
export type PagePluralKey = Extract<PluralKey, PageKey>;
/** `t('nav.news')`, `t('news.results_count', { count })`, `t(messageKey(code))`. */
export type TFunction = core.TFunction<PageKey, PagePluralKey>;
/** One language's strings and their lookup: what the site's components get from useTranslation(). */
export type Translator = core.Translator<PageKey, PagePluralKey>;

export const createTranslator: (language: Lang, resources: LanguageResources) => Translator = core.createTranslator;
