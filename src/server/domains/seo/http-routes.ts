import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLang } from '../../../shared/envelope';
import { seoCache } from './cache';
import { FEED_CATEGORIES, SeoDocuments, robotsTxt } from './service';

const PUBLIC_5_MIN = 'public, max-age=300';

const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');

/** /sitemap.xml, /robots.txt and /rss/{lang}/{category}.xml at the site's root (outside /api). */
export async function seoHttpRoutes(app: FastifyInstance) {
  app.cache.declare(seoCache);
  const documents = new SeoDocuments(app.database.db, app.cache, app.config.publicUrl);

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', PUBLIC_5_MIN).type('text/plain; charset=utf-8').send(robotsTxt(app.config.publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('cache-control', PUBLIC_5_MIN)
      .type('application/xml; charset=utf-8')
      .send(await documents.sitemap()),
  );

  app.get<{ Params: { lang: string; file: string } }>('/rss/:lang/:file', { schema: { hide: true } }, async (req, reply) => {
    const { lang, file } = req.params;
    if (file === 'tenders.xml' && isLang(lang))
      return reply
        .header('cache-control', PUBLIC_5_MIN)
        .type('application/rss+xml; charset=utf-8')
        .send(await documents.tendersFeed(lang));
    const category = Number(/^(\d+)\.xml$/.exec(file)?.[1] ?? NaN);
    if (!isLang(lang) || !FEED_CATEGORIES.includes(category)) return notFound(reply);
    return reply
      .header('cache-control', PUBLIC_5_MIN)
      .type('application/rss+xml; charset=utf-8')
      .send(await documents.feed(lang, category));
  });
}
