/** The pages the domains declare worth warming, rendered ahead into the HTML cache (web.ts registers it). */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG } from '../../shared/envelope';
import { LANGUAGES } from '../../shared/constants';
import { warmPaths } from './cache';
import type { HtmlCache } from './html-cache';

/**
 * Keeps the HTML cache following the app cache's invalidations, and renders the pages the
 * domains declare worth warming ahead: once the server listens, and again `delayMs` after a
 * write empties the cache (a burst of writes: one warm-up).
 */
export function watchAndWarm(app: FastifyInstance, htmlCache: HtmlCache, delayMs = 1_000) {
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  const warmSoon = () => {
    clearTimeout(timer);
    if (!closing) timer = setTimeout(() => void warmUp(app).catch((err: unknown) => app.log.warn({ err }, 'page warm-up failed')), delayMs).unref();
  };
  const unwatch = htmlCache.watch(app.cache, warmSoon);
  app.addHook('onListen', async () => warmSoon());
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    unwatch();
  });
}

/**
 * Renders the paths the domains declare worth warming (`warm` in domains/<d>/cache.ts) as an
 * anonymous visitor of each language (and one without a language cookie), one at a time, through
 * the app's own routes: the HTML cache keeps them, so the first visitors after a start or a write
 * get a stored page.
 */
async function warmUp(app: FastifyInstance) {
  for (const lang of LANGUAGES) {
    const cookies = lang === DEFAULT_LANG ? [undefined, `lang=${lang}`] : [`lang=${lang}`];
    for (const path of warmPaths(app.cache, lang)) {
      for (const cookie of cookies) await app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
    }
  }
}
