/**
 * The back office's content pages (issue 18, area `content`), `/api/v1/{lang}/admin/content/...`:
 * the pages (privacy policy, return policy, terms, FAQ) with their title, summary and rich-text
 * body, and the FAQ's groups and questions (add, change, move, reorder, remove). Every write leaves
 * an audit entry in its transaction, answers the page as it now is, and once committed empties the
 * pages cache (and with it the shared HTML cache and the sitemap).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContentPageBody,
  adminContentPageSchema,
  adminContentPageSummarySchema,
  faqGroupBody,
  faqItemBody,
  orderBody,
  type AdminContentPage,
} from '../../../shared/schemas/content-admin';
import { idParam } from '../../../shared/schemas/common';
import { requireStaff, type Staff } from '../../platform/admin';
import { ok } from '../../platform/envelope';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import {
  adminPage,
  adminPages,
  createFaqGroup,
  createFaqItem,
  deleteFaqGroup,
  deleteFaqItem,
  invalidatePages,
  orderFaqGroups,
  orderFaqItems,
  updateContentPage,
  updateFaqGroup,
  updateFaqItem,
} from './service';

const tags = ['admin: content'];
const config = { admin: { area: 'content' as const } };
const params = z.object({ id: idParam });
const page = { 200: envelopeOf(adminContentPageSchema), 404: errorEnvelope, 422: errorEnvelope };

export async function pagesAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  /** A write of the page: its answer once committed and the pages cache emptied. */
  const written = async (write: Promise<AdminContentPage>) => {
    const answer = await write;
    await invalidatePages(app.cache);
    return ok(answer);
  };
  const write = <B extends z.ZodType>(
    method: 'post' | 'put' | 'delete',
    url: string,
    summary: string,
    body: B | null,
    run: (staff: Staff, id: number, body: z.infer<B>) => Promise<AdminContentPage>,
  ) =>
    api.route({
      method: method.toUpperCase() as 'POST',
      url,
      schema: { tags, summary, params, ...(body ? { body } : {}), response: page },
      config,
      handler: async (req) => written(run(requireStaff(req), (req.params as { id: number }).id, req.body as z.infer<B>)),
    });

  api.get(
    '/content/pages',
    { schema: { tags, summary: 'The content pages', response: { 200: envelopeOf(z.array(adminContentPageSummarySchema)) } }, config },
    async () => ok(await adminPages(db)),
  );
  api.get(
    '/content/pages/:id',
    { schema: { tags, summary: 'A content page in both languages with its question groups and questions', params, response: page }, config },
    async (req) => ok(await adminPage(db, req.params.id)),
  );
  write(
    'put',
    '/content/pages/:id',
    'Changes a page: titles, summaries, bodies (HTML, sanitised) and whether it is shown',
    adminContentPageBody,
    (staff, id, body) => updateContentPage(db, staff, id, body),
  );
  write('post', '/content/pages/:id/faq_groups', 'A new question group at the end of the page', faqGroupBody, (staff, id, body) =>
    createFaqGroup(db, staff, id, body),
  );
  write('put', '/content/pages/:id/faq_groups/order', 'The order of the page’s question groups (every id once)', orderBody, (staff, id, body) =>
    orderFaqGroups(db, staff, id, body.ids),
  );
  write('put', '/content/faq_groups/:id', 'Renames a question group', faqGroupBody, (staff, id, body) => updateFaqGroup(db, staff, id, body));
  write('delete', '/content/faq_groups/:id', 'Removes a question group and its questions', null, (staff, id) => deleteFaqGroup(db, staff, id));
  write('post', '/content/faq_groups/:id/items', 'A new question at the end of the group', faqItemBody, (staff, id, body) =>
    createFaqItem(db, staff, id, body),
  );
  write('put', '/content/faq_groups/:id/items/order', 'The order of the group’s questions (every id once)', orderBody, (staff, id, body) =>
    orderFaqItems(db, staff, id, body.ids),
  );
  write('put', '/content/faq_items/:id', 'Changes a question (group_id moves it to another group of the page)', faqItemBody, (staff, id, body) =>
    updateFaqItem(db, staff, id, body),
  );
  write('delete', '/content/faq_items/:id', 'Removes a question', null, (staff, id) => deleteFaqItem(db, staff, id));
}
