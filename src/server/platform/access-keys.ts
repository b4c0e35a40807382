/**
 * Client applications (docs/architecture.md "API contract"): the web app's key is public; other
 * clients get their own, revocable, with their own limit. No key = anonymous, strictest limit;
 * an unknown or revoked key is refused.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isNull } from 'drizzle-orm';
import { WEB_ACCESS_KEY } from '../../shared/envelope';
import type { Db } from '../db/client';
import { accessKeys } from '../db/schema/index';

export interface ClientKey {
  name: string;
  /** null: not limited per minute (first-party clients); a number: requests per minute per IP. */
  limitPerMinute: number | null;
}

const ANONYMOUS: ClientKey = { name: 'anonymous', limitPerMinute: 120 };
const RELOAD_MS = 60_000;

export async function createAccessKeys(db: Db, fromEnv: string, log: FastifyBaseLogger) {
  let known = new Map<string, ClientKey>();
  let loadedAt = 0;

  async function load() {
    const next = new Map<string, ClientKey>([[WEB_ACCESS_KEY, { name: 'web', limitPerMinute: null }]]);
    for (const pair of fromEnv
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [key, name = key] = pair.split(':');
      next.set(key, { name, limitPerMinute: null });
    }
    try {
      const rows = await db.select().from(accessKeys).where(isNull(accessKeys.revokedAt));
      // The web app's own key stays unlimited per minute: server rendering calls the API in
      // process from one address; its abuse limits live on the sensitive calls themselves.
      for (const r of rows) if (r.key !== WEB_ACCESS_KEY) next.set(r.key, { name: r.name, limitPerMinute: r.rateLimitPerMinute });
    } catch (err) {
      log.warn({ err }, 'could not load access keys; keeping the previous set');
      if (known.size) return;
    }
    known = next;
    loadedAt = Date.now();
  }
  await load();

  return {
    async resolve(header: string | string[] | undefined): Promise<ClientKey | null> {
      const key = Array.isArray(header) ? header[0] : header;
      if (!key) return ANONYMOUS;
      if (Date.now() - loadedAt > RELOAD_MS) await load();
      return known.get(key) ?? null;
    },
  };
}
