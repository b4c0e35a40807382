/** The back office's users (issue 18, area `users`): search, activate/deactivate, end sessions, roles. */
import { z } from 'zod';
import '../zod-setup';
import { USER_ROLES } from '../constants';
import { adminPageQuery } from './admin';

export const adminUsersQuery = adminPageQuery.extend({
  /** Part of a name, e-mail, username or mobile. */
  q: z.string().trim().max(100).optional(),
  role: z.enum(USER_ROLES).optional(),
  active: z.enum(['1', '0']).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.enum(USER_ROLES),
  active: z.boolean(),
  created_at: z.string(),
  /** Live sessions (not revoked, not expired). */
  sessions: z.number().int(),
  last_sign_in: z.string().nullable(),
  second_factor: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userActiveBody = z.object({ active: z.boolean({ error: 'required' }) });
export const userRoleBody = z.object({ role: z.enum(USER_ROLES, { error: 'role_invalid' }) });
