/**
 * The back office's editing of a reference table (issue 18, area `directories`): one building
 * block that products, product types, units, items, producers, producer types, partners,
 * profile types, countries and governorates each configure in their own domain's admin-routes.ts
 * (the domain's repository hands over its table as an `AdminTableSpec`).
 *
 * For each table: a paged list searched by a word of either name (and the table's own filters),
 * one row, create, update, activate/deactivate (tables with `is_active`), delete and, for tables
 * with a logo, the logo's upload. Every write runs in a transaction with its audit entry (the row
 * before and after) and empties the caches the public pages read once it has committed. The
 * database's own rules give the messages: a taken slug or code → 422 on that field, an unknown
 * reference → 422 on that field, a row still referenced → 409 (deactivate it instead, when the
 * table can).
 *
 * Rows answer with their columns in snake_case (`name_ar`, `product_id`), `photo` as its URL. The
 * calls are registered by admin-routes.ts.
 */
import type { Db } from '../../db/client';
import type { Staff } from '../../platform/admin';
import type { Cache } from '../../platform/cache';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import type { DbTransaction } from '../../platform/idempotency';
import { uploadUrl } from '../../platform/i18n';
import { removeUpload, storePhoto } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import type { FieldErrors } from '../../../shared/envelope';
import type { AdminListQuery } from '../../../shared/schemas/directories-admin';
import { recordAudit } from '../../platform/audit';
import * as repo from './repository';

export type { AdminRow, AdminTableSpec } from './repository';

/** What a domain configures for one of its tables. */
export interface AdminTableConfig<Body extends object> {
  /** The audit's entity (`product`); its actions are `product.create`, `.update`, `.activate`, `.deactivate`, `.delete`, `.photo`. */
  entity: string;
  spec: repo.AdminTableSpec;
  /** Fields of the body that are not columns of the table (written by `writeExtra`). */
  extraFields?: readonly (keyof Body & string)[];
  /** Fields added to rows read (an item's governorate ids), by row id. */
  readExtra?: (db: Db | DbTransaction, ids: number[]) => Promise<Map<number, Record<string, unknown>>>;
  /** Writes that go with the row, in its transaction (an item's governorates). */
  writeExtra?: (tx: DbTransaction, id: number, body: Body) => Promise<void>;
  /** Rules beyond the body's shape and the foreign keys: field → message keys (none = fine). */
  check?: (db: Db, body: Body) => Promise<FieldErrors>;
  /**
   * A row the site depends on (the default country): the refusal of an update that would change
   * what it depends on (`body`) or of its deletion (`body` null), else null. Checked in the write's
   * transaction on the locked row.
   */
  protect?: (before: Dto, body: Body | null) => Error | null;
  /** A reference the foreign keys would not refuse (rows that would go with it: an item's prices). */
  inUse?: (tx: DbTransaction, id: number) => Promise<boolean>;
  /** Empties the caches the public pages read from this table (each domain's invalidate…). */
  invalidate: (cache: Cache) => Promise<unknown>;
  /** The table has a logo (`photo` column): stored in the public files under {folder}/. */
  photo?: { folder: string };
}

export interface AdminTableDeps {
  db: Db;
  cache: Cache;
  /** The public pictures (app.publicFiles). */
  files: Storage;
}

export type Dto = Record<string, unknown> & { id: number };

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (key: string) => key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** A PostgreSQL error in an error's chain of causes (drizzle wraps the driver's). */
function pgError(err: unknown): { code?: string; detail?: string } | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as unknown as { code: string; detail?: string };
  }
  return undefined;
}

/** `Key (slug)=(cement) already exists.` → `slug`. */
const keyOf = (detail: string | undefined) => /Key \(([a-z_]+)\)=/.exec(detail ?? '')?.[1];

/** The database's refusal of a written row as a 422 on the field it names; other errors unchanged. */
function asFieldError(err: unknown): unknown {
  const pg = pgError(err);
  const field = keyOf(pg?.detail);
  if (pg?.code === '23505' && field) return new ValidationFailed({ [field]: ['directories_taken'] });
  if (pg?.code === '23503' && field) return new ValidationFailed({ [field]: ['directories_ref_unknown'] });
  return err;
}

export function defineAdminTable<Body extends object>(config: AdminTableConfig<Body>) {
  const { entity, spec } = config;
  const area = 'directories' as const;
  const extra = new Set<string>(config.extraFields ?? []);

  const toDtos = async (db: Db | DbTransaction, rows: repo.AdminRow[]): Promise<Dto[]> => {
    const more =
      config.readExtra && rows.length
        ? await config.readExtra(
            db,
            rows.map((r) => r.id),
          )
        : undefined;
    return rows.map((row) => {
      const dto = Object.fromEntries(Object.entries(row).map(([k, v]) => [snake(k), k === 'photo' ? uploadUrl(v as string | null) : (v ?? '')]));
      return { ...dto, ...more?.get(row.id), id: row.id };
    });
  };
  const one = async (db: Db | DbTransaction, id: number, lock = false): Promise<Dto | undefined> => {
    const row = await repo.adminRow(db, spec, id, lock);
    return row ? (await toDtos(db, [row]))[0] : undefined;
  };
  const columnsOf = (body: Body) =>
    Object.fromEntries(
      Object.entries(body)
        .filter(([k]) => !extra.has(k))
        .map(([k, v]) => [camel(k), v]),
    );
  const checked = async (db: Db, body: Body) => {
    const fields = config.check ? await config.check(db, body) : {};
    if (Object.keys(fields).length) throw new ValidationFailed(fields);
  };

  /**
   * Runs a write and its audit entry in one transaction, then empties the caches. The database's
   * refusals become answers (`refusal`: by default a 422 on the field a unique or foreign key names).
   */
  async function write<T>(deps: AdminTableDeps, work: (tx: DbTransaction) => Promise<T>, refusal: (err: unknown) => unknown = asFieldError): Promise<T> {
    let result: T;
    try {
      result = await deps.db.transaction(work);
    } catch (err) {
      throw refusal(err);
    }
    await config.invalidate(deps.cache);
    return result;
  }

  return {
    hasActive: Boolean(spec.active),
    hasPhoto: Boolean(config.photo),

    async list(db: Db, q: AdminListQuery & Record<string, unknown>) {
      const equal = Object.fromEntries(Object.keys(spec.filters ?? {}).map((k) => [k, q[k] as number | undefined]));
      const { rows, total } = await repo.adminRows(db, spec, {
        word: q.q || undefined,
        equal,
        active: q.active === 'all' ? undefined : q.active === 'active',
        limit: q.rows,
        offset: (q.page - 1) * q.rows,
      });
      return { items: await toDtos(db, rows), total, page: q.page, rows: q.rows };
    },

    async get(db: Db, id: number): Promise<Dto> {
      const dto = await one(db, id);
      if (!dto) throw new NotFound('api.directories_not_found');
      return dto;
    },

    async create(deps: AdminTableDeps, staff: Staff, body: Body): Promise<Dto> {
      await checked(deps.db, body);
      return write(deps, async (tx) => {
        const { id } = await repo.adminInsert(tx, spec, columnsOf(body));
        await config.writeExtra?.(tx, id, body);
        const after = (await one(tx, id))!;
        await recordAudit(tx, staff, { area, action: `${entity}.create`, entity, entityId: id, after });
        return after;
      });
    },

    async update(deps: AdminTableDeps, staff: Staff, id: number, body: Body): Promise<Dto> {
      await checked(deps.db, body);
      return write(deps, async (tx) => {
        const before = await one(tx, id, true);
        if (!before) throw new NotFound('api.directories_not_found');
        const refused = config.protect?.(before, body);
        if (refused) throw refused;
        await repo.adminUpdate(tx, spec, id, columnsOf(body));
        await config.writeExtra?.(tx, id, body);
        const after = (await one(tx, id))!;
        await recordAudit(tx, staff, { area, action: `${entity}.update`, entity, entityId: id, before, after });
        return after;
      });
    },

    /** Shows the row on the site again (true) or hides it (false): tables with `is_active` only. */
    async setActive(deps: AdminTableDeps, staff: Staff, id: number, active: boolean): Promise<Dto> {
      return write(deps, async (tx) => {
        const before = await one(tx, id, true);
        if (!before) throw new NotFound('api.directories_not_found');
        await repo.adminUpdate(tx, spec, id, { isActive: active });
        const after = (await one(tx, id))!;
        const action = `${entity}.${active ? 'activate' : 'deactivate'}`;
        await recordAudit(tx, staff, { area, action, entity, entityId: id, before: { is_active: before.is_active }, after: { is_active: active } });
        return after;
      });
    },

    /** Deletes a row nothing refers to; one still in use answers 409 (deactivate it instead, where the table can). */
    async remove(deps: AdminTableDeps, staff: Staff, id: number): Promise<void> {
      const inUse = new Conflict(spec.active ? 'api.directories_in_use_deactivate' : 'api.directories_in_use');
      const photo = await write(
        deps,
        async (tx) => {
          const row = await repo.adminRow(tx, spec, id, true);
          if (!row) throw new NotFound('api.directories_not_found');
          const before = (await toDtos(tx, [row]))[0]!;
          const refused = config.protect?.(before, null);
          if (refused) throw refused;
          if (await config.inUse?.(tx, id)) throw inUse;
          await repo.adminDelete(tx, spec, id);
          await recordAudit(tx, staff, { area, action: `${entity}.delete`, entity, entityId: id, before });
          return (row.photo as string | null | undefined) ?? null;
        },
        // A foreign key of another table still names the row.
        (err) => (pgError(err)?.code === '23503' ? inUse : err),
      );
      await removeUpload(deps.files, photo);
    },

    /** Replaces the logo (`bytes`) or removes it (null); the old file is deleted once the row no longer names it. */
    async setPhoto(deps: AdminTableDeps, staff: Staff, id: number, bytes: Buffer | null): Promise<Dto> {
      const folder = config.photo!.folder;
      if (!(await one(deps.db, id))) throw new NotFound('api.directories_not_found');
      const stored = bytes ? await storePhoto(deps.files, folder, String(id), bytes) : null;
      if (bytes && !stored) throw new ValidationFailed({ photo: ['image_invalid'] });
      let old: string | null = null;
      try {
        const after = await write(deps, async (tx) => {
          const row = await repo.adminRow(tx, spec, id, true);
          if (!row) throw new NotFound('api.directories_not_found');
          old = (row.photo as string | null) ?? null;
          await repo.adminUpdate(tx, spec, id, { photo: stored });
          const dto = (await one(tx, id))!;
          await recordAudit(tx, staff, { area, action: `${entity}.photo`, entity, entityId: id, before: { photo: old }, after: { photo: stored } });
          return dto;
        });
        if (old !== stored) await removeUpload(deps.files, old);
        return after;
      } catch (err) {
        await removeUpload(deps.files, stored);
        throw err;
      }
    },
  };
}

export type AdminTable<Body extends object = object> = ReturnType<typeof defineAdminTable<Body>>;
