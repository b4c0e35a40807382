/**
 * The back office's common shapes (issue 18): a page of a list, its query, and the staff
 * domain's own calls (the signed-in staff member, the second factor, the audit log, the dashboard).
 * Each domain's admin calls keep their own schemas beside its front ones.
 */
import { z } from 'zod';
import '../zod-setup';
import { ADMIN_AREAS, STAFF_ROLES } from '../admin';
import { calls, defineCall } from '../contract';

/** `?page=1&rows=50`: the page of an admin list (rows at most 200). */
export const adminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;

/** A page of an admin list: the rows and how many there are in all. */
export const adminPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), rows: z.number().int() });
export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  rows: number;
}

export const secondFactorStates = ['setup', 'verify', 'ok'] as const;

/** GET admin/me: who is signed in, what they may open, and whether the session still owes the second factor. */
export const adminMeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  areas: z.array(z.enum(ADMIN_AREAS)),
  writable: z.array(z.enum(ADMIN_AREAS)),
  /** setup: no second factor yet; verify: this session has not proved it; ok. */
  second_factor: z.enum(secondFactorStates),
  recovery_codes_left: z.number().int(),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

export const totpEnrolmentSchema = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** A 6-digit code of the authenticator app, or a recovery code (`xxxx-xxxx-xxxx`). */
export const secondFactorBody = z.object({ code: z.string().trim().min(6, 'second_factor_invalid').max(20, 'second_factor_invalid') });
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

export const auditQuery = adminPageQuery.extend({
  area: z.enum(ADMIN_AREAS).optional(),
  user_id: z.coerce.number().int().positive().optional(),
  action: z.string().max(80).optional(),
  entity_id: z.string().max(80).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.number().int().nullable(),
  actor: z.string(),
  area: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * GET admin/dashboard: today's price entry per product, new users, subscriptions, revenue, inbox,
 * failed mails — each figure only for a role that may read its area (null otherwise).
 */
export const dashboardSchema = z.object({
  date: z.string(),
  prices: z.array(z.object({ product_id: z.number().int(), name: z.string(), entered: z.number().int(), total: z.number().int() })).nullable(),
  new_users_7d: z.number().int().nullable(),
  active_subscriptions: z.number().int().nullable(),
  revenue_month: z.string().nullable(),
  payments_month: z.number().int().nullable(),
  unread_inbox: z.number().int().nullable(),
  failed_mails: z.number().int().nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The back office's own calls: the staff member, the second factor, the audit log (area `account`, `audit`). */
export const staffAdminCalls = calls(
  defineCall({
    name: 'me',
    scope: 'admin',
    method: 'GET',
    path: 'me',
    answer: adminMeSchema,
    tags: ['admin: staff'],
    summary: 'The signed-in staff member, the areas they may open, the state of the second factor',
  }),
  defineCall({
    name: 'secondFactorSetup',
    scope: 'admin',
    method: 'POST',
    path: 'second_factor/setup',
    answer: totpEnrolmentSchema,
    tags: ['admin: staff'],
    summary: 'A new TOTP secret and its QR code (until a first code confirms it)',
  }),
  defineCall({
    name: 'secondFactorEnable',
    scope: 'admin',
    method: 'POST',
    path: 'second_factor/enable',
    body: secondFactorBody,
    answer: recoveryCodesSchema,
    tags: ['admin: staff'],
    summary: 'Confirms the TOTP secret with a first code; answers the recovery codes, shown once',
  }),
  defineCall({
    name: 'secondFactorVerify',
    scope: 'admin',
    method: 'POST',
    path: 'second_factor/verify',
    body: secondFactorBody,
    answer: z.null(),
    tags: ['admin: staff'],
    summary: 'This session proves the second factor: an app code or a recovery code',
  }),
  defineCall({
    name: 'recoveryCodes',
    scope: 'admin',
    method: 'POST',
    path: 'second_factor/recovery_codes',
    answer: recoveryCodesSchema,
    tags: ['admin: staff'],
    summary: 'New recovery codes (the old ones stop working), shown once',
  }),
  defineCall({
    name: 'auditLog',
    scope: 'admin',
    method: 'GET',
    path: 'audit',
    query: auditQuery,
    answer: adminPageOf(auditEntrySchema),
    tags: ['admin: staff'],
    summary: 'The audit log of admin writes, newest first, filtered',
  }),
  defineCall({
    name: 'staffMembers',
    scope: 'admin',
    method: 'GET',
    path: 'staff',
    answer: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.enum(['user', ...STAFF_ROLES]) })),
    tags: ['admin: staff'],
    summary: 'The staff accounts (for the audit filter)',
  }),
);

/** The dashboard (every staff role). */
export const dashboardAdminCalls = calls(
  defineCall({
    name: 'dashboard',
    scope: 'admin',
    method: 'GET',
    path: 'dashboard',
    answer: dashboardSchema,
    tags: ['admin: staff'],
    summary: "Today's price entry per product, new users, active subscriptions, revenue this month, unread inbox, failed mails",
  }),
);
