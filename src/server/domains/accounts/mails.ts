/** The accounts' mails (codes, alerts, notices), in the account's language. */
import { translate, type PlainKey } from '../../../shared/i18n/index';
import type { Lang } from '../../../shared/envelope';
import type { OneTimeCodePurpose } from '../../../shared/constants';
import type { AccountDeps } from './account';

/**
 * The code mails: fixed text and the code, in the account's language. None carries anything a
 * requester chose (not even the name): each may go to an address no one has confirmed yet (a
 * registration, a reset of an account never activated, an e-mail change), and a name of
 * someone's choosing would make it a mail relay (issue 15).
 */
const MAIL_TEMPLATES: Record<OneTimeCodePurpose, { subject: PlainKey; body: PlainKey }> = {
  activation: { subject: 'mail.activation_subject', body: 'mail.activation_body' },
  password_reset: { subject: 'mail.reset_subject', body: 'mail.reset_body' },
  email_change: { subject: 'mail.email_change_subject', body: 'mail.email_change_body' },
};

/** Sends a mail; a failed delivery is logged, never lost: the outbox keeps it. */
export async function sendMail(deps: AccountDeps, to: string, lang: Lang, subject: PlainKey, body: PlainKey, values: Record<string, string>, what: string) {
  try {
    await deps.mailer.send({ to, subject: translate(lang, subject), text: translate(lang, body, values) });
  } catch (err) {
    deps.log.error({ err, what }, 'account e-mail failed');
  }
}

/** Sends a code (the user can ask for a new one if it is lost). */
export const mailCode = (deps: AccountDeps, to: string, lang: Lang, purpose: OneTimeCodePurpose, code: string) =>
  sendMail(deps, to, lang, MAIL_TEMPLATES[purpose].subject, MAIL_TEMPLATES[purpose].body, { code }, purpose);
