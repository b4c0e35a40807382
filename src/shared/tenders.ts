/**
 * The tenders board's fixed values, without Zod: the public pages import them (a schema module
 * would bring Zod into their first load); the contracts (schemas/tenders.ts) and the tables use
 * the same ones.
 */
export const TENDER_KINDS = ['public', 'private'] as const;
export type TenderKind = (typeof TENDER_KINDS)[number];
/** As stored; an `open` tender past its deadline reads `closed` (no write needed). */
export const TENDER_STATUSES = ['open', 'closed', 'awarded', 'cancelled'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];
/** How a reader hears of a new tender. Today e-mail only; web push, WhatsApp and SMS come later (a value here and a sender). */
export const ALERT_CHANNELS = ['email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export const TENDERS_PER_PAGE = 10;
export const TENDER_WORD_MAX = 100;
/** Alerts one reader may keep. */
export const MAX_TENDER_ALERTS = 10;
