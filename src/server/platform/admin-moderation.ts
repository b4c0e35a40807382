/**
 * The back office's calls of a moderated kind of user content (issue 18, area `marketplace`:
 * deals, jobs): `GET {path}` lists every row whatever its state (filtered by state and a word),
 * `POST {path}/:id/{hide|unhide|close}` moderates one with a reason. The domain hands over its
 * service's list and moderation; the audit entry and the caches are the service's.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lang } from '../../shared/envelope';
import { adminPageOf, type AdminPage } from '../../shared/schemas/admin';
import { idParam } from '../../shared/schemas/common';
import { MODERATION_ACTIONS, moderationBody, moderationQuery, type ModerationAction, type ModerationQuery } from '../../shared/schemas/marketplace-admin';
import { requireStaff, type Staff } from './admin';
import { ok, requestLang } from './envelope';
import { envelopeOf, errorEnvelope } from './openapi';

export interface ModeratedKind<Row> {
  /** `marketplace/deals`. */
  path: string;
  /** "deal", for the summaries. */
  noun: string;
  row: z.ZodType<Row>;
  list(lang: Lang, q: ModerationQuery): Promise<AdminPage<Row>>;
  moderate(staff: Staff, lang: Lang, id: number, action: ModerationAction, reason: string): Promise<Row>;
}

const summaries = (noun: string): Record<ModerationAction, string> => ({
  hide: `Hides a ${noun}: it leaves the list and its page answers 404 (with a reason)`,
  unhide: `Shows a hidden ${noun} again (with a reason)`,
  close: `Closes a ${noun} as its poster would: it leaves the list, its page says closed (with a reason)`,
});

export function registerModeration<Row>(app: FastifyInstance, kind: ModeratedKind<Row>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: marketplace'];
  const config = { admin: { area: 'marketplace' as const } };
  const summary = summaries(kind.noun);
  api.get(
    `/${kind.path}`,
    {
      schema: {
        tags,
        summary: `Every ${kind.noun} (open, closed, hidden), newest first, filtered by state and a word`,
        querystring: moderationQuery,
        response: { 200: envelopeOf(adminPageOf(kind.row)) },
      },
      config,
    },
    async (req) => ok(await kind.list(requestLang(req), req.query)),
  );
  for (const action of MODERATION_ACTIONS) {
    api.post(
      `/${kind.path}/:id/${action}`,
      {
        schema: {
          tags,
          summary: summary[action],
          params: z.object({ id: idParam }),
          body: moderationBody,
          response: { 200: envelopeOf(kind.row), 404: errorEnvelope, 422: errorEnvelope },
        },
        config,
      },
      async (req) => ok(await kind.moderate(requireStaff(req), requestLang(req), req.params.id, action, req.body.reason)),
    );
  }
}
