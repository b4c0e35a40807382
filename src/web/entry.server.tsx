/**
 * Server rendering: one translator per language for the process (it holds no request state) and
 * one Emotion cache (by direction) per request, whose inserted styles are the page's; the
 * whole document is rendered (onAllReady) so the critical CSS can be put in <head>, before the
 * insertion-point meta, and the first paint is styled and mirrored right.
 */
import { PassThrough } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import type { Lang } from '../shared/envelope';
import { ApiProvider } from './api/react';
import { I18nProvider } from './i18n/react';
import { createI18n } from './i18n/setup';
import type { Translator } from './i18n/translator';
import { createEmotionCache, type Direction } from './theme/emotion-cache';
import { finishDocument } from './finish-document.server';
import { SiteThemeProvider } from './theme/site-theme';
import { ServerFragmentsContext, type ServerFragments } from './ui/server-fragments';
import { dirOf, prefsFromCookies } from './ui/prefs';

export const streamTimeout = 5_000;
const i18nByLang = new Map<Lang, Translator>();

/** Parts rendered once (ui/deferred.tsx `serverCacheKey`): their HTML and their style tags. */
interface Fragment {
  html: string;
  /** `<style data-emotion="…">` tags of the part's own Emotion cache (@emotion/server's public API). */
  styleTags: string;
}
const fragmentCache = new Map<string, Fragment>();

/**
 * A part rendered on its own, under the page's providers it reads (theme, strings, API client),
 * with an Emotion cache of its own (same key, so same class names as in the page). Its critical
 * CSS is taken once, as style tags, with @emotion/server's extractCriticalToChunks; each page that
 * shows the part gets its HTML, and its style tags go into <head> after the page's own
 * (`styleTags()`). In the browser, Emotion's cache adopts server style tags of its key by their
 * `data-emotion` attribute, as it does the page's. A style both the page and the part use is sent
 * twice (same class, same text): that costs bytes, not behaviour.
 */
function serverFragments(lang: Lang, dir: Direction, mode: 'light' | 'dark' | null, translator: Translator): ServerFragments & { styleTags(): string } {
  const used = new Set<Fragment>();
  return {
    render(key, element) {
      const cacheKey = `${lang}|${mode ?? 'system'}|${key}`;
      let fragment = fragmentCache.get(cacheKey);
      if (!fragment) {
        const cache = createEmotionCache(dir);
        const emotion = createEmotionServer(cache);
        const html = renderToString(
          <CacheProvider value={cache}>
            <SiteThemeProvider dir={dir} mode={mode}>
              <I18nProvider translator={translator}>
                <ApiProvider lang={lang}>{element()}</ApiProvider>
              </I18nProvider>
            </SiteThemeProvider>
          </CacheProvider>,
        );
        fragment = { html, styleTags: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
        fragmentCache.set(cacheKey, fragment);
      }
      used.add(fragment);
      return fragment.html;
    },
    styleTags() {
      let tags = '';
      for (const fragment of used) tags += fragment.styleTags;
      return tags;
    },
  };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const lang = loadContext.lang;
  const cache = createEmotionCache(dirOf(lang));
  let i18n = i18nByLang.get(lang);
  if (!i18n) i18nByLang.set(lang, (i18n = createI18n(lang)));
  const emotion = createEmotionServer(cache);
  const fragments = serverFragments(lang, dirOf(lang), prefsFromCookies(request.headers.get('cookie')).theme, i18n);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <I18nProvider translator={i18n}>
          <ServerFragmentsContext.Provider value={fragments}>
            <ServerRouter context={routerContext} url={request.url} />
          </ServerFragmentsContext.Provider>
        </I18nProvider>
      </CacheProvider>,
      {
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (c: Buffer) => chunks.push(c));
          sink.on('end', () => {
            clearTimeout(timer);
            const html = Buffer.concat(chunks);
            // Emotion finds the page's class names (ASCII) in a latin1 view: no UTF-8 decoding.
            const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html.toString('latin1'))) + fragments.styleTags();
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            responseHeaders.set('Vary', 'Cookie');
            if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache');
            // The bytes go to the server beside the Response (shared/load-context.ts `documentBody`).
            loadContext.documentBody = finishDocument(html, styles, !import.meta.env.DEV);
            resolve(new Response(null, { status, headers: responseHeaders }));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1_000);
  });
}
