/**
 * The back office's API scope `/api/v1/:lang/admin` (issue 18). Every route in it declares the
 * area it belongs to (`config: { admin: { area } }`, a route without one fails at start-up), and
 * before its handler runs the scope checks, from the database on every call:
 *
 * - a session (401), of an active account whose role is a staff role (403);
 * - the role's access to the area in the one role matrix (src/shared/admin.ts): a GET needs
 *   `read`, any other method `write` (403);
 * - the session's second factor (403 `api.second_factor_required`), except for the few calls of
 *   the staff member's own sign-in (`secondFactor: false`: the state, setting it up, proving it).
 *
 * Every successful write must leave an entry in the audit log, written in its own transaction by
 * `recordAudit` (platform/audit.ts), which counts it on `req.staff`. A 2xx write that wrote
 * none is logged as an error, and under tests and in development answers 500, so a new admin
 * call cannot forget its audit entry unnoticed.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isStaffRole, mayAccess, type Access, type AdminArea, type StaffRole } from '../../shared/admin';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../shared/idempotency';
import { requireUser } from './auth';
import { Forbidden } from './errors';

export interface AdminRouteConfig {
  area: AdminArea;
  /** Defaults to `read` for GET and HEAD, `write` for any other method. */
  access?: Access;
  /** false: open before the session has proved the second factor (the staff member's own sign-in). */
  secondFactor?: boolean;
}

/** The staff member behind an admin call. */
export interface Staff {
  userId: number;
  sessionId: number;
  role: StaffRole;
  email: string;
  ip: string;
  /** Whether this session proved the second factor. */
  secondFactor: boolean;
  /** Audit entries written by this request (recordAudit counts them). */
  audited: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    admin?: AdminRouteConfig;
  }
  interface FastifyRequest {
    staff: Staff | null;
  }
}

const READS = new Set(['GET', 'HEAD']);
/** How long a session's proof of the second factor opens the back office (a working day); then the code is asked again. */
export const SECOND_FACTOR_HOURS = 12;

/** One admin route as declared: for the role-matrix test, which calls every one as every role. */
export interface AdminRouteInfo {
  method: string;
  url: string;
  area: AdminArea;
  access: Access;
  secondFactor: boolean;
}
const tables = new WeakMap<object, AdminRouteInfo[]>();

/** Every admin route of an app (keyed by its HTTP server, the same object in every scope). */
export const adminRouteTable = (app: FastifyInstance): readonly AdminRouteInfo[] => tables.get(app.server) ?? [];

/** The staff member of an admin call (set by the scope before any handler runs). */
export function requireStaff(req: FastifyRequest): Staff {
  if (!req.staff) throw new Forbidden('api.admin_forbidden');
  return req.staff;
}

/** Whether answers that wrote no audit entry are refused (tests, development) or only logged. */
const strictAudit = (dev: boolean) => dev || process.env.NODE_ENV === 'test';

export async function registerAdmin(api: FastifyInstance, routes: readonly FastifyPluginAsync[]) {
  await api.register(
    async (admin) => {
      admin.decorateRequest('staff', null);
      const table: AdminRouteInfo[] = [];
      tables.set(admin.server, table);
      admin.addHook('onRoute', (route) => {
        const declared = route.config?.admin;
        if (!declared) throw new Error(`admin route ${String(route.method)} ${route.url} declares no area (config.admin)`);
        for (const method of ([] as string[]).concat(route.method)) {
          if (method === 'HEAD') continue;
          table.push({
            method,
            url: route.url,
            area: declared.area,
            access: declared.access ?? (READS.has(method) ? 'read' : 'write'),
            secondFactor: declared.secondFactor !== false,
          });
        }
      });
      // After the API scope's preValidation has resolved the session (platform/auth.ts).
      admin.addHook('preValidation', async (req) => {
        const declared = req.routeOptions.config.admin;
        if (!declared) return; // the scope's 404 handler
        const session = requireUser(req);
        const { rows } = await admin.database.db.execute<{ role: string; email: string; user_active: boolean; second_factor: boolean }>(sql`
          select u.role, u.email, u.user_active, coalesce(s.second_factor_at > now() - ${SECOND_FACTOR_HOURS} * interval '1 hour', false) as second_factor
          from sessions s join users u on u.id = s.user_id
          where s.id = ${session.sessionId} and s.revoked_at is null and s.expires_at > now()`);
        const row = rows[0];
        if (!row || !row.user_active || !isStaffRole(row.role)) throw new Forbidden('api.admin_forbidden');
        const need: Access = declared.access ?? (READS.has(req.method) ? 'read' : 'write');
        if (!mayAccess(row.role, declared.area, need)) throw new Forbidden('api.admin_forbidden');
        if (declared.secondFactor !== false && !row.second_factor) throw new Forbidden('api.second_factor_required');
        req.staff = {
          userId: session.userId,
          sessionId: session.sessionId,
          role: row.role,
          email: row.email,
          ip: req.ip,
          secondFactor: row.second_factor,
          audited: 0,
        };
      });
      admin.addHook('onSend', async (req, reply, payload) => {
        if (READS.has(req.method) || !req.staff || reply.statusCode >= 300 || req.staff.audited > 0) return payload;
        // A retry answered from its Idempotency-Key's stored answer wrote nothing (its first run did, with its entry).
        if (reply.getHeader(IDEMPOTENT_REPLAYED_HEADER)) return payload;
        req.log.error({ route: req.routeOptions.url }, 'admin write answered without an audit entry');
        if (strictAudit(admin.config.dev)) throw new Error(`admin write ${req.method} ${req.routeOptions.url} wrote no audit entry`);
        return payload;
      });
      for (const plugin of routes) await admin.register(plugin);
    },
    { prefix: '/admin' },
  );
}
