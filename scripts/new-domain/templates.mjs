/**
 * The files of `npm run new:domain` (scripts/new-domain.mjs), one function per file, each given
 * the names: `name` (kebab, plural: the folder), `camel`, `pascal`, `snake` (the table), `one`,
 * `oneCamel`, `onePascal` (one row), `upper` (the cache prefix's constant). What they write is the
 * house's smallest complete domain: a table, its contracts, repository → service → routes, a cache
 * declaration, a door, demo rows and an API test. Keep them passing `npm run validate` and their
 * test: tests/integration/new-domain.test.ts generates a domain in a copy of the tree and checks.
 */
export const templates = {
  table: (n) => `import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, updatedAt } from './columns';

/** ${n.pascal}: one row a ${n.one}, its title in both languages (made by \`npm run new:domain\`; owner: domains/${n.name}). */
export const ${n.camel} = pgTable(
  '${n.snake}',
  {
    id: idColumn(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [index('${n.snake}_active_idx').on(t.isActive, t.id)],
);
`,

  contract: (n) => `import { z } from 'zod';
import { calls, defineCall } from '../contract';
import { idParam, paginatedOf } from './common';

/** One ${n.one} as the API answers it, in the request's language. */
export const ${n.oneCamel}Schema = z.object({ id: z.number().int(), title: z.string(), updated_at: z.string() });
export type ${n.onePascal} = z.infer<typeof ${n.oneCamel}Schema>;

/** GET ${n.name}?page=: the active ${n.name}, newest first. */
export const ${n.camel}Query = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ${n.camel}ListSchema = paginatedOf(${n.oneCamel}Schema);
export type ${n.pascal}List = z.infer<typeof ${n.camel}ListSchema>;

/** GET ${n.name}/{id}: one active ${n.one}. */
export const ${n.oneCamel}Params = z.object({ id: idParam });
export const ${n.oneCamel}DetailSchema = z.object({ item: ${n.oneCamel}Schema });
export type ${n.onePascal}Detail = z.infer<typeof ${n.oneCamel}DetailSchema>;

/** The ${n.name} domain's calls, declared once: the routes and the web client's methods come from them (decision 043). */
export const ${n.camel}Calls = calls(
  defineCall({
    name: '${n.camel}',
    method: 'GET',
    path: '${n.name}',
    query: ${n.camel}Query,
    answer: ${n.camel}ListSchema,
    tags: ['${n.name}'],
    summary: 'The active ${n.name.replaceAll('-', ' ')}, newest first, a page at a time',
  }),
  defineCall({
    name: '${n.oneCamel}',
    method: 'GET',
    path: '${n.name}/:id',
    params: ${n.oneCamel}Params,
    answer: ${n.oneCamel}DetailSchema,
    tags: ['${n.name}'],
    summary: 'One active ${n.one.replaceAll('-', ' ')}',
  }),
);
`,

  repository: (n) => `/** The only code that reads and writes the ${n.snake} table. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ${n.camel} } from '../../db/schema/index';

const active = eq(${n.camel}.isActive, true);

export const list${n.pascal} = (db: Db, limit: number, offset: number) =>
  db.select().from(${n.camel}).where(active).orderBy(desc(${n.camel}.id)).limit(limit).offset(offset);

export async function count${n.pascal}(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(${n.camel}).where(active);
  return row?.total ?? 0;
}

export async function find${n.onePascal}(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(${n.camel})
    .where(and(eq(${n.camel}.id, id), active));
  return row;
}
export type ${n.onePascal}Row = NonNullable<Awaited<ReturnType<typeof find${n.onePascal}>>>;
`,

  service: (n) => `import type { Lang } from '../../../shared/envelope';
import type { ${n.onePascal}, ${n.onePascal}Detail, ${n.pascal}List } from '../../../shared/schemas/${n.name}';
import type { Db } from '../../db/client';
import { wrapFound, type Cache } from '../../platform/cache';
import { pick } from '../../platform/i18n';
import * as repo from './repository';

/** Cache prefix of everything this domain answers (its cache.ts declares it). */
export const ${n.upper}_CACHE = '${n.name}:';
const TTL = 5 * 60_000;
const PER_PAGE = 20;

const to${n.onePascal} = (lang: Lang, row: repo.${n.onePascal}Row): ${n.onePascal} => ({
  id: row.id,
  title: pick(lang, row.titleAr, row.titleEn),
  updated_at: row.updatedAt.toISOString().slice(0, 10),
});

/** GET ${n.name}: one page of the active ${n.name}, newest first. */
export function list${n.pascal}(db: Db, cache: Cache, lang: Lang, page: number): Promise<${n.pascal}List> {
  return cache.wrap(\`\${${n.upper}_CACHE}list:\${lang}:\${page}\`, TTL, async () => {
    const [rows, total] = await Promise.all([repo.list${n.pascal}(db, PER_PAGE, (page - 1) * PER_PAGE), repo.count${n.pascal}(db)]);
    return {
      data: rows.map((r) => to${n.onePascal}(lang, r)),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
      per_page: PER_PAGE,
      total,
    };
  });
}

/** GET ${n.name}/{id}: an active ${n.one}; else NotFound. */
export async function ${n.oneCamel}ById(db: Db, cache: Cache, lang: Lang, id: number): Promise<${n.onePascal}Detail> {
  const item = await wrapFound(
    cache,
    \`\${${n.upper}_CACHE}item:\${lang}:\${id}\`,
    TTL,
    async () => {
      const row = await repo.find${n.onePascal}(db, id);
      return row ? to${n.onePascal}(lang, row) : null;
    },
    'api.${n.snake}_not_found',
  );
  return { item };
}
`,

  cache: (n) => `import { declareCache } from '../../platform/cache';
import { ${n.upper}_CACHE } from './service';

/** What the ${n.name} domain caches (registered by ${n.camel}Routes; decision 014): public pages show it. */
export const ${n.camel}Cache = declareCache({ domain: '${n.name}', prefixes: [${n.upper}_CACHE], pages: true });
`,

  routes: (n) => `import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ${n.camel}Calls } from '../../../shared/schemas/${n.name}';
import { routeOf } from '../../platform/contract-route';
import { ok, requestLang } from '../../platform/envelope';
import { errorEnvelope } from '../../platform/openapi';
import { ${n.camel}Cache } from './cache';
import { list${n.pascal}, ${n.oneCamel}ById } from './service';

export async function ${n.camel}Routes(app: FastifyInstance) {
  app.cache.declare(${n.camel}Cache);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(${n.camel}Calls.${n.camel}, { 422: errorEnvelope }),
    handler: async (req) => ok(await list${n.pascal}(app.readDb, app.cache, requestLang(req), req.query.page)),
  });
  api.route({
    ...routeOf(${n.camel}Calls.${n.oneCamel}, { 404: errorEnvelope }),
    handler: async (req) => ok(await ${n.oneCamel}ById(app.readDb, app.cache, requestLang(req), req.params.id)),
  });
}
`,

  door: (n) => `/** The ${n.name} domain's door: what other domains and the wiring may use. */
export { ${n.camel}Routes } from './routes';
export { ${n.camel}Cache } from './cache';
`,

  seed: (n) => `/** Seed step and row builder of the ${n.name}. */
import * as s from '../schema/index';
import { nextSeq } from './builders';
import type { Executor } from './types';

export const build${n.onePascal} = (o: Partial<typeof s.${n.camel}.$inferInsert> = {}): typeof s.${n.camel}.$inferInsert => {
  const seq = nextSeq();
  return { titleAr: \`عنصر \${seq}\`, titleEn: \`${n.onePascal} \${seq}\`, ...o };
};

/** A few demo ${n.name}; returns how many. */
export async function seed${n.pascal}(db: Executor): Promise<number> {
  const rows = Array.from({ length: 3 }, () => build${n.onePascal}());
  await db.insert(s.${n.camel}).values(rows);
  return rows.length;
}
`,

  test: (n) => `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import { build${n.onePascal} } from '../../src/server/db/seed/${n.name}';
import { ${n.camel}Cache } from '../../src/server/domains/${n.name}';
import { ${n.camel}ListSchema, type ${n.onePascal}Detail, type ${n.pascal}List } from '../../src/shared/schemas/${n.name}';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.db
    .insert(s.${n.camel})
    .values([
      build${n.onePascal}({ titleAr: 'الأول', titleEn: 'First' }),
      build${n.onePascal}({ titleAr: 'الثاني', titleEn: 'Second' }),
      build${n.onePascal}({ titleEn: 'Hidden', isActive: false }),
    ])
    .returning({ id: s.${n.camel}.id });
  [ids.first, ids.second, ids.hidden] = rows.map((r) => r.id);
});
afterAll(() => t?.close());

describe('GET ${n.name}', () => {
  it('lists the active ${n.name}, newest first, in the language of the request', async () => {
    for (const [lang, titles] of [
      ['en', ['Second', 'First']],
      ['ar', ['الثاني', 'الأول']],
    ] as const) {
      const res = await t.api<${n.pascal}List>(lang, '${n.name}');
      expect(res.status).toBe(200);
      expect(${n.camel}ListSchema.safeParse(res.body.data).success).toBe(true);
      expect(res.body.data.data.map((r) => r.title)).toEqual(titles);
      expect(res.body.data).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
    }
  });

  it('refuses a page that is not a number with a 422 in the language of the request', async () => {
    const res = await t.api('en', '${n.name}?page=abc');
    expect(res.status).toBe(422);
    expect(res.body.check).toBe(false);
  });
});

describe('GET ${n.name}/{id}', () => {
  it('answers one active ${n.one}', async () => {
    const res = await t.api<${n.onePascal}Detail>('en', \`${n.name}/\${ids.first}\`);
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({ id: ids.first, title: 'First' });
  });

  it('answers 404 for a switched-off or unknown one, with the message in both languages', async () => {
    for (const id of [ids.hidden, 999_999]) {
      const en = await t.api('en', \`${n.name}/\${id}\`);
      expect(en.status).toBe(404);
      expect(en.body).toMatchObject({ check: false, msg: expect.stringContaining('does not exist') });
      const ar = await t.api('ar', \`${n.name}/\${id}\`);
      expect(ar.body.msg).toBe('هذا العنصر غير موجود');
    }
  });

  it('shows a change once the domain empties its cache', async () => {
    await t.api('en', \`${n.name}/\${ids.second}\`);
    await t.db.update(s.${n.camel}).set({ titleEn: 'Second, changed' }).where(eq(s.${n.camel}.id, ids.second!));
    const stale = await t.api<${n.onePascal}Detail>('en', \`${n.name}/\${ids.second}\`);
    expect(stale.body.data.item.title).toBe('Second');
    await ${n.camel}Cache.invalidate(t.app.cache);
    const fresh = await t.api<${n.onePascal}Detail>('en', \`${n.name}/\${ids.second}\`);
    expect(fresh.body.data.item.title).toBe('Second, changed');
  });
});
`,
};
