import type { Writer } from '../../platform/idempotency';
import type { Lang } from '../../../shared/envelope';
import type { ContactUsPayload } from '../../../shared/schemas/contact';
import type { Db } from '../../db/client';
import { inboxSummary } from './inbox';
import { insertContactMessage } from './repository';

/**
 * Stores a contact message. A filled honeypot is answered like a success (the bot learns
 * nothing) but not stored.
 */
export async function receiveContactMessage(db: Writer, payload: ContactUsPayload, meta: { lang: Lang; ip: string }) {
  if (payload.website) return { stored: false as const };
  const { id } = await insertContactMessage(db, {
    name: payload.name,
    email: payload.email.toLowerCase(),
    code: payload.code,
    phone: payload.phone,
    message: payload.message,
    lang: meta.lang,
    ip: meta.ip,
  });
  return { stored: true as const, id };
}

/** The dashboard's unread inbox: contact messages, deal requests and job applications not yet marked handled. */
export async function unhandledMessages(db: Db): Promise<number> {
  const { contact, deal_requests, applications } = await inboxSummary(db);
  return contact.unread + deal_requests.unread + applications.unread;
}
