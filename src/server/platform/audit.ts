/**
 * The audit log of the back office (issue 18): every admin write leaves entries here, written by
 * `recordAudit` inside the transaction of the write itself, and the `audit` area reads them
 * (`auditLog`). A record every domain keeps, so a platform service with its table's queries
 * (`admin_audit`), like the outbox: a domain imports this file, never another domain to write its
 * audit (decision 042). The admin scope refuses a successful write that wrote none (platform/admin.ts).
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminAudit } from '../db/schema/index';
import type { AdminArea } from '../../shared/admin';
import { addDays } from '../../shared/dates';
import type { AuditEntry, AuditQuery } from '../../shared/schemas/admin';
import type { Staff } from './admin';
import type { Writer } from './idempotency';

export interface AuditInput {
  area: AdminArea;
  /** `<entity>.<verb>`: `price.save`, `news.update`, `user.deactivate`. */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes audit entries for an admin write, in the transaction `tx` of the write (so a rolled back
 * write leaves no entry, and a committed one always has its entry). Counts them on the request's
 * staff record: the admin scope refuses a successful write that wrote none (platform/admin.ts).
 */
export async function recordAudit(tx: Writer, staff: Staff, ...entries: AuditInput[]): Promise<void> {
  if (!entries.length) return;
  await tx.insert(adminAudit).values(
    entries.map((e) => ({
      userId: staff.userId,
      actor: staff.email,
      area: e.area,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId == null ? null : String(e.entityId),
      before: e.before ?? null,
      after: e.after ?? null,
      ip: staff.ip,
    })),
  );
  staff.audited += entries.length;
}

/** The audit log, newest first, filtered (area `audit`). */
export async function auditLog(db: Db, q: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (q.area) where.push(eq(adminAudit.area, q.area));
  if (q.user_id) where.push(eq(adminAudit.userId, q.user_id));
  if (q.action) where.push(eq(adminAudit.action, q.action));
  if (q.entity_id) where.push(eq(adminAudit.entityId, q.entity_id));
  if (q.from) where.push(gte(adminAudit.at, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(adminAudit.at, new Date(`${addDays(q.to, 1)}T00:00:00Z`)));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(cond)
      .orderBy(desc(adminAudit.id))
      .limit(q.rows)
      .offset((q.page - 1) * q.rows),
    db.select({ n: count() }).from(adminAudit).where(cond),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      user_id: r.userId,
      actor: r.actor,
      area: r.area,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
      ip: r.ip,
    })),
  };
}
