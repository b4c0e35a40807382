import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nProvider } from './i18n/react';
import { HydratedRouter } from 'react-router/dom';
import { registerPwa } from './pwa';
import { provideDictionary } from './i18n/dictionaries';
import { createTranslator } from './i18n/translator';
import { loadLanguage } from './i18n/load-language';
import { restoreLanguageCookie } from './ui/prefs';

// The same language as the server used for this document. (No Emotion: the public site has no
// MUI; the back office brings its own style cache in its chunks, ui/admin/admin-styles.tsx.)
const lang = document.documentElement.lang === 'en' ? 'en' : 'ar';
restoreLanguageCookie(lang);

/**
 * Hydration starts after the browser has painted the server's HTML: the page is readable (and
 * its largest image shown) before the main thread is given to React. Without the wait, the
 * scripts (modulepreloaded, so often already there when the HTML ends) ran before the first
 * paint on a slow phone and held it back by the whole hydration.
 */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * `<html data-hydrated>` once React has committed the hydration of the page (a parent's effect
 * runs after its children's): the end-to-end tests wait for it before they click, instead of
 * reading React's private fields.
 */
const HYDRATED_ATTRIBUTE = 'data-hydrated';
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  return children;
}

// Only the page's strings (modulepreloaded by the server, so this does not wait on a new request).
void Promise.all([loadLanguage(lang), afterFirstPaint()]).then(([strings]) => {
  provideDictionary(lang, strings);
  const i18n = createTranslator(lang, strings);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider translator={i18n}>
          <MarkHydrated>
            <HydratedRouter />
          </MarkHydrated>
        </I18nProvider>
      </StrictMode>,
    );
  });
});

registerPwa();
