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

/** Parts rendered once (ui/deferred.tsx `serverCacheKey`): their HTML and Emotion styles. */
interface Fragment {
  html: string;
  /** Style id → CSS text, in insertion order. */
  styles: [string, string][];
  /** Class name → registered styles (what makes Emotion's server put a style in the page's main tag). */
  registered: [string, string][];
}
const fragmentCache = new Map<string, Fragment>();

/**
 * A part rendered on its own, under the page's providers it reads (theme, strings, API client),
 * with its own Emotion cache whose inserted styles are kept with the HTML. Each later page gets
 * the HTML and has the styles put into its own cache, so they land in its <head> in the same
 * place as if the part had been rendered with the page (same class names: same cache key).
 */
function serverFragments(lang: Lang, dir: Direction, mode: 'light' | 'dark' | null, translator: Translator): ServerFragments {
  return {
    render(key, element, pageCache) {
      const cacheKey = `${lang}|${mode ?? 'system'}|${key}`;
      let fragment = fragmentCache.get(cacheKey);
      if (!fragment) {
        const cache = createEmotionCache(dir);
        createEmotionServer(cache); // inserted styles keep their CSS text (server mode)
        const html = renderToString(
          <CacheProvider value={cache}>
            <SiteThemeProvider dir={dir} mode={mode}>
              <I18nProvider translator={translator}>
                <ApiProvider lang={lang}>{element()}</ApiProvider>
              </I18nProvider>
            </SiteThemeProvider>
          </CacheProvider>,
        );
        const styles = Object.entries(cache.inserted).filter((e): e is [string, string] => typeof e[1] === 'string');
        const registered = Object.entries(cache.registered).filter((e): e is [string, string] => typeof e[1] === 'string');
        fragment = { html, styles, registered };
        fragmentCache.set(cacheKey, fragment);
      }
      for (const [className, styles] of fragment.registered) pageCache.registered[className] ??= styles;
      for (const [id, css] of fragment.styles) if (pageCache.inserted[id] === undefined) pageCache.inserted[id] = css;
      return fragment.html;
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
            const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html.toString('latin1')));
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            responseHeaders.set('Vary', 'Cookie');
            if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache');
            // The bytes go to the server beside the Response (api/types.ts `documentBody`).
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
