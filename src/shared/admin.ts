/**
 * The back office's role matrix (issue 18): which staff role may read and which may change each
 * area of /admin. The server enforces it on every admin call (platform/admin.ts reads the area a
 * route declares); the web app uses the same table to show only the sections a role may open.
 * One table, both sides: a section hidden in the menu is also refused by the API.
 */
import type { UserRole } from './constants';

export const STAFF_ROLES = ['admin', 'editor', 'prices_clerk', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (role: UserRole | string | null | undefined): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role ?? '');

/**
 * The areas of the back office, in the order of its menu. `dashboard` and `account` (the staff
 * member's own second factor) are open to every staff role.
 */
export const ADMIN_AREAS = [
  'dashboard',
  'prices',
  'news',
  'directories',
  'marketplace',
  'ads',
  'packages',
  'payments',
  'users',
  'inbox',
  'content',
  'tenders',
  'outbox',
  'audit',
  'account',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

export type Access = 'read' | 'write';

/** What each role may do per area; absent = no access. `write` includes `read`. */
export const ROLE_MATRIX: Readonly<Record<StaffRole, Partial<Record<AdminArea, Access>>>> = {
  admin: Object.fromEntries(ADMIN_AREAS.map((area) => [area, 'write'])) as Record<AdminArea, Access>,
  // News, the content pages, the directories (and the marketplace's moderation), the ads, the tenders board.
  editor: { dashboard: 'read', news: 'write', directories: 'write', marketplace: 'write', ads: 'write', content: 'write', tenders: 'write', account: 'write' },
  prices_clerk: { dashboard: 'read', prices: 'write', account: 'write' },
  // The inbox, and the users read-only (to answer a reader who writes in).
  support: { dashboard: 'read', inbox: 'write', users: 'read', account: 'write' },
};

/** Whether `role` may `need` in `area`. */
export function mayAccess(role: StaffRole, area: AdminArea, need: Access): boolean {
  const has = ROLE_MATRIX[role][area];
  return has === 'write' || (has === 'read' && need === 'read');
}

/** The areas a role may open (its menu). */
export const areasOf = (role: StaffRole): AdminArea[] => ADMIN_AREAS.filter((area) => mayAccess(role, area, 'read'));

/** The number of recovery codes made when a staff member sets up the second factor. */
export const RECOVERY_CODE_COUNT = 10;
