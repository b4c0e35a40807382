import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { registerPwa } from './pwa';
import { createI18n } from './i18n/setup';
import { createEmotionCache } from './theme/emotion-cache';
import { restoreLanguageCookie } from './ui/prefs';

// The same language and Emotion cache (by direction) as the server used for this document.
const lang = document.documentElement.lang === 'en' ? 'en' : 'ar';
const cache = createEmotionCache(lang === 'ar' ? 'rtl' : 'ltr');
const i18n = createI18n(lang);
restoreLanguageCookie(lang);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={cache}>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </CacheProvider>
    </StrictMode>,
  );
});

registerPwa();
