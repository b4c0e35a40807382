import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DirectoryEntry } from '../../../shared/schemas/directory';
import type { CallDefinition } from '../../../shared/contract';
import { errorEnvelope } from '../../platform/openapi';
import { routeOf } from '../../platform/contract-route';
import { ok, requestLang } from '../../platform/envelope';
import type { Cache, CacheDeclaration } from '../../platform/cache';
import type { Db } from '../../db/client';
import type { Lang } from '../../../shared/envelope';

/** The schemas of a directory's API, from `directorySchemas` (shared/schemas/directory.ts). */
interface Schemas<T extends string, I extends string> {
  typeField: T;
  idField: I;
  query: z.ZodType<Record<T, number> & { country?: string }>;
  list: z.ZodType<{ items: DirectoryEntry[] }>;
  params: z.ZodType<Record<I, number>>;
  detail: z.ZodType<{ item: DirectoryEntry }>;
}

/** What the routes call: a directory's service (`defineDirectory`). */
interface Service<Item extends DirectoryEntry> {
  ofType(db: Db, cache: Cache, lang: Lang, typeId: number, countrySlug?: string): Promise<{ items: Item[] }>;
  byId(db: Db, cache: Cache, lang: Lang, id: number): Promise<{ item: Item }>;
}

/**
 * The front API of a directory (SPEC section 7): GET `{list}?{typeField}=[&country=]` answers the
 * entries of a type, GET `{list}/:{idField}` one entry. The path, the field names and the
 * OpenAPI tag are the directory's own, in its two contracts (`directoryCalls`).
 */
export function directoryRoutes<T extends string, I extends string, Item extends DirectoryEntry>(
  service: Service<Item>,
  schemas: Schemas<T, I>,
  [list, entry]: readonly [CallDefinition, CallDefinition],
  /** What the directory caches (its domain's cache.ts), registered with its routes (decision 014). */
  cache: CacheDeclaration,
) {
  const { typeField, idField } = schemas;
  return async function routes(app: FastifyInstance) {
    app.cache.declare(cache);
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.route({
      ...routeOf(list, { 404: errorEnvelope, 422: errorEnvelope }),
      handler: async (req) => {
        const query = req.query as z.infer<Schemas<T, I>['query']>;
        return ok(await service.ofType(app.readDb, app.cache, requestLang(req), query[typeField], query.country));
      },
    });
    api.route({
      ...routeOf(entry, { 404: errorEnvelope }),
      handler: async (req) => ok(await service.byId(app.readDb, app.cache, requestLang(req), (req.params as Record<I, number>)[idField])),
    });
  };
}
