/**
 * The back office's moderation of deals and jobs (issue 18, area `marketplace`): every deal and
 * job whatever its state, filtered by state and a word; hide (gone from the lists, its page
 * answers 404), show again, or close it, each with a reason that is kept on the row and in the
 * audit log.
 */
import { z } from 'zod';
import '../zod-setup';
import { adminPageQuery } from './admin';

/** open: listed on the site; closed: closed by its poster or the back office; hidden: removed by moderation. */
export const MODERATION_STATES = ['all', 'open', 'closed', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

export const moderationQuery = adminPageQuery.extend({
  status: z.enum(MODERATION_STATES).default('all'),
  q: z.string().trim().max(100, 'too_long').optional(),
});
export type ModerationQuery = z.infer<typeof moderationQuery>;

export const MODERATION_ACTIONS = ['hide', 'unhide', 'close'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** POST marketplace/{deals|jobs}/{id}/{hide|unhide|close}: why (shown to the staff, kept on the row and in the audit log). */
export const moderationBody = z.object({
  reason: z.string({ error: 'marketplace_reason_required' }).trim().min(3, 'marketplace_reason_required').max(500, 'too_long'),
});
export type ModerationBody = z.infer<typeof moderationBody>;

/** What every moderated row shows beside its own fields. */
const moderated = {
  id: z.number().int(),
  /** The poster's display name and account e-mail. */
  poster_name: z.string(),
  poster_email: z.string(),
  /** ISO timestamps. */
  created_at: z.string(),
  closed_at: z.string().nullable(),
  hidden: z.boolean(),
  moderation_reason: z.string().nullable(),
  /** The public page (it answers 404 while the row is hidden). */
  path: z.string(),
};

export const dealAdminSchema = z.object({
  ...moderated,
  product_name: z.string(),
  product_type_name: z.string(),
  item_name: z.string(),
  producer_name: z.string(),
  governorate_name: z.string(),
  quantity: z.string(),
  unit_name: z.string(),
});
export type DealAdmin = z.infer<typeof dealAdminSchema>;

export const jobAdminSchema = z.object({
  ...moderated,
  title: z.string(),
  /** The job's contact e-mail (the form's). */
  email: z.string(),
  attendance_date: z.string(),
  applications: z.number().int(),
});
export type JobAdmin = z.infer<typeof jobAdminSchema>;

/** The state a moderated row is in (the list's filter and its badge). */
export const moderationStateOf = (row: { hidden: boolean; closed_at: string | null }): Exclude<ModerationState, 'all'> =>
  row.hidden ? 'hidden' : row.closed_at ? 'closed' : 'open';
