/**
 * The back office's site calls (issue 18, area `content`), `/api/v1/{lang}/admin/content/site...`:
 * the site's texts (about, mission, vision, goal, disclaimer in both languages) and its contacts
 * (phone, WhatsApp, e-mail, social links). Each write leaves an audit entry in its transaction and,
 * once committed, empties the site cache (the default data of every page, the sitemap's and the
 * home's answers built from it) and with it the shared HTML cache.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteContactsSchema, siteContentSchema, siteTextsSchema } from '../../../shared/schemas/content-admin';
import { requireStaff } from '../../platform/admin';
import { ok } from '../../platform/envelope';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { invalidateSite, siteContent, updateSiteSettings } from './service';

const tags = ['admin: content'];
const config = { admin: { area: 'content' as const } };
const answer = { 200: envelopeOf(siteContentSchema), 422: errorEnvelope };

export async function siteAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  api.get(
    '/content/site',
    { schema: { tags, summary: "The site's texts and contacts, both languages", response: { 200: envelopeOf(siteContentSchema) } }, config },
    async () => ok(await siteContent(db)),
  );
  api.put(
    '/content/site/texts',
    {
      schema: {
        tags,
        summary: 'About, mission, vision, goal and disclaimer in Arabic and English (plain text, line breaks kept)',
        body: siteTextsSchema,
        response: answer,
      },
      config,
    },
    async (req) => {
      const content = await updateSiteSettings(db, requireStaff(req), 'texts', req.body);
      await invalidateSite(app.cache);
      return ok(content);
    },
  );
  api.put(
    '/content/site/contacts',
    {
      schema: { tags, summary: 'Phone, WhatsApp, e-mail and the social links (Facebook, X, YouTube, LinkedIn)', body: siteContactsSchema, response: answer },
      config,
    },
    async (req) => {
      const content = await updateSiteSettings(db, requireStaff(req), 'contacts', req.body);
      await invalidateSite(app.cache);
      return ok(content);
    },
  );
}
