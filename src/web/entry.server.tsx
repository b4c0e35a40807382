/**
 * Server rendering: one translator per language for the process (it holds no request state); the
 * whole document is rendered (onAllReady). Public pages carry no runtime CSS: their styles are the
 * shell's stylesheet (CSS Modules, issue 29). Only a back-office document (/admin, MUI) is
 * rendered under an Emotion cache whose critical CSS goes into <head> (ui/admin/emotion.server.tsx).
 */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import type { Lang } from '../shared/envelope';
import { ApiProvider } from './api/react';
import { I18nProvider } from './i18n/react';
import { createI18n } from './i18n/setup';
import type { Translator } from './i18n/translator';
import { finishDocument } from './finish-document.server';
import { adminStyleSheet } from './ui/admin/emotion.server';
import { ServerFragmentsContext, type ServerFragments } from './ui/server-fragments';
import { dirOf } from './ui/prefs';

export const streamTimeout = 5_000;
const i18nByLang = new Map<Lang, Translator>();

/** Parts rendered once (ui/deferred.tsx `serverCacheKey`): their HTML, per language. */
const fragmentCache = new Map<string, string>();

/** A part rendered on its own, under the page's providers it reads (strings, API client), once per language. */
function serverFragments(lang: Lang, translator: Translator): ServerFragments {
  return {
    render(key, element) {
      const cacheKey = `${lang}|${key}`;
      let html = fragmentCache.get(cacheKey);
      if (html === undefined) {
        html = renderToString(
          <I18nProvider translator={translator}>
            <ApiProvider lang={lang}>{element()}</ApiProvider>
          </I18nProvider>,
        );
        fragmentCache.set(cacheKey, html);
      }
      return html;
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
  let i18n = i18nByLang.get(lang);
  if (!i18n) i18nByLang.set(lang, (i18n = createI18n(lang)));
  const fragments = serverFragments(lang, i18n);
  const admin = /^\/admin(?:\/|$)/.test(new URL(request.url).pathname) ? adminStyleSheet(dirOf(lang)) : null;
  const page = (
    <I18nProvider translator={i18n}>
      <ServerFragmentsContext.Provider value={fragments}>
        <ServerRouter context={routerContext} url={request.url} />
      </ServerFragmentsContext.Provider>
    </I18nProvider>
  );

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(admin ? admin.wrap(page) : page, {
      onAllReady() {
        shellRendered = true;
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (c: Buffer) => chunks.push(c));
        sink.on('end', () => {
          clearTimeout(timer);
          const html = Buffer.concat(chunks);
          const styles = admin ? admin.styleTags(html) : '';
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
    });
    const timer = setTimeout(abort, streamTimeout + 1_000);
  });
}
