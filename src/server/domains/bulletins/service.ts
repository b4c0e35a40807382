/**
 * Daily price bulletins and price alerts (issue 16).
 *
 * Bulletin: for a day, every address with a current subscription granting 'bulletins.email' (the
 * account's e-mail and the subscription's confirmed extra e-mails, in the owner's language, minus
 * opt-outs) gets one mail with the day's mid prices and their change since the previous price day.
 * The job `bulletins.send` {day} works in batches: each batch claims its addresses in
 * `bulletin_sends` (unique day + address) and writes their mails to the outbox in the same
 * transaction, so a crash, a retry or a second run never mails an address twice for a day.
 *
 * Price alerts and their API: alerts.ts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue, JobTx } from '../../platform/jobs';
import type { Mailer, MailMessage } from '../../platform/mail';
import { escapeHtml, translate, translateHtml } from '../../../shared/i18n/index';
import type { Lang } from '../../../shared/envelope';
import { paths } from '../../../shared/paths';
import { pageUrl } from '../../../shared/page-url';
import { todayIso } from '../../../shared/dates';
import { direction as priceDirection } from '../prices';
import * as repo from './repository';
import { formatDate, formatPercent, formatPrice } from '../../../shared/format';

export const BULLETIN_QUEUE = 'bulletins.send';
export const ALERTS_QUEUE = 'alerts.check';
/** The scheduled run: today's bulletin and alert check when today has prices. */
export const DAILY_QUEUE = 'bulletins.daily';
/** Addresses claimed and mailed per transaction. */
export const BULLETIN_BATCH = 500;

export interface BulletinDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  /** The site's public origin (config.publicUrl). */
  publicUrl: string;
  /** The app's secret: signs the unsubscribe links. */
  secret: string;
  log?: FastifyBaseLogger;
}

// ─── Unsubscribe tokens ──────────────────────────────────────────────────────

const sign = (secret: string, email: string) => createHmac('sha256', secret).update(`bulletin-unsubscribe:${email}`).digest('base64url');

/** The one-click unsubscribe token of an address: the address (base64url) and its HMAC with the app's secret. */
export const unsubscribeToken = (secret: string, email: string) => `${Buffer.from(email, 'utf8').toString('base64url')}.${sign(secret, email)}`;

/** The address a token was made for, or null when it is malformed or not ours. */
export function readUnsubscribeToken(secret: string, token: string | undefined): string | null {
  if (!token || token.length > 1000) return null;
  const [encoded, mac, ...rest] = token.split('.');
  if (!encoded || !mac || rest.length) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!email.includes('@') || email.length > 320) return null;
  const expected = Buffer.from(sign(secret, email));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
}

export const unsubscribeUrl = (publicUrl: string, secret: string, email: string) =>
  `${new URL(publicUrl).origin}/bulletins/unsubscribe?token=${unsubscribeToken(secret, email)}`;

export async function optOut(db: Db, email: string): Promise<void> {
  await repo.optOut(db, email.toLowerCase());
}

// ─── The bulletin's content ──────────────────────────────────────────────────

const UNSUBSCRIBE = '\u0000unsubscribe\u0000';

interface Change {
  arrow: string;
  label: string;
  color: string;
}

function changeOf(lang: Lang, mid: string, previous: string | null): Change {
  if (previous === null) return { arrow: '', label: translate(lang, 'bulletin.new'), color: '#555555' };
  const d = priceDirection(Number(mid), Number(previous));
  if (d.status === 'up') return { arrow: '▲', label: `▲ ${formatPercent(d.percentage, lang)}`, color: '#2e7d32' };
  if (d.status === 'down') return { arrow: '▼', label: `▼ ${formatPercent(d.percentage, lang)}`, color: '#c62828' };
  return { arrow: '', label: translate(lang, 'bulletin.unchanged'), color: '#555555' };
}

export interface BulletinContent {
  subject: string;
  /** With a placeholder where each recipient's unsubscribe link goes (see `personalise`). */
  html: string;
  text: string;
}

/** The bulletin of a day in a language, made once and personalised per address. */
export function renderBulletin(lang: Lang, day: string, rows: repo.BulletinRow[], publicUrl: string): BulletinContent {
  const ar = lang === 'ar';
  const dir = ar ? 'rtl' : 'ltr';
  const align = ar ? 'right' : 'left';
  const name = (r: { ar: string; en: string }) => (ar ? r.ar : r.en);
  const origin = new URL(publicUrl).origin;
  const home = pageUrl(origin, paths.home(), lang);
  const date = formatDate(day, lang);

  const groups: { product: string; link: string; rows: repo.BulletinRow[] }[] = [];
  for (const r of rows) {
    const last = groups[groups.length - 1];
    if (last && last.rows[0]!.product_id === r.product_id) last.rows.push(r);
    else
      groups.push({
        product: name({ ar: r.product_ar, en: r.product_en }),
        link: pageUrl(origin, paths.materials(r.product_slug, r.product_id), lang),
        rows: [r],
      });
  }

  // Compact markup (HTML attributes where mail clients honour them, styles only where needed): a
  // bulletin of ~500 price rows stays around 50 KB.
  const html: string[] = [];
  const text: string[] = [translate(lang, 'bulletin.title'), translate(lang, 'bulletin.intro', { date }), ''];
  html.push(
    `<!doctype html><html dir="${dir}" lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${translateHtml(lang, 'bulletin.subject', { date })}</title></head>`,
    `<body style="margin:0;padding:0;background:#f5f5f5;font-family:Tahoma,Arial,sans-serif;color:#212121;direction:${dir};">`,
    `<div style="max-width:680px;margin:0 auto;background:#ffffff;padding:16px;">`,
    `<h1 style="margin:0 0 8px;font-size:22px;color:#1a4f8b;">${translateHtml(lang, 'bulletin.title')}</h1>`,
    `<p style="margin:0 0 16px;font-size:14px;">${translateHtml(lang, 'bulletin.intro', { date })}</p>`,
  );
  if (!groups.length) {
    html.push(`<p>${translateHtml(lang, 'bulletin.empty')}</p>`);
    text.push(translate(lang, 'bulletin.empty'), '');
  }
  for (const g of groups) {
    html.push(
      `<h2 style="margin:20px 0 8px;font-size:18px;"><a href="${escapeHtml(g.link)}" style="color:#1a4f8b;text-decoration:none;">${escapeHtml(g.product)}</a></h2>`,
      `<table role="presentation" dir="${dir}" width="100%" cellpadding="5" cellspacing="0" border="0" style="border-collapse:collapse;font-size:14px;">`,
      `<tr align="${align}" bgcolor="#1a4f8b" style="color:#ffffff;"><th>${translateHtml(lang, 'bulletin.item')}</th><th>${translateHtml(lang, 'bulletin.governorate')}</th>`,
      `<th>${translateHtml(lang, 'bulletin.price')}</th><th>${translateHtml(lang, 'bulletin.change')}</th></tr>`,
    );
    text.push(`== ${g.product} ==`);
    // One item cell per item (rowspan over its governorates), rows shaded by item.
    let shade = false;
    for (let i = 0; i < g.rows.length;) {
      const first = g.rows[i]!;
      let n = 1;
      while (g.rows[i + n]?.item_id === first.item_id) n++;
      const item = name({ ar: first.item_ar, en: first.item_en });
      text.push(item);
      for (let k = 0; k < n; k++) {
        const r = g.rows[i + k]!;
        const gov = name({ ar: r.gov_ar, en: r.gov_en });
        const c = changeOf(lang, r.mid, r.previous);
        const itemCell = k === 0 ? `<td${n > 1 ? ` rowspan="${n}"` : ''} valign="top"><b>${escapeHtml(item)}</b></td>` : '';
        const change = c.arrow ? `<td dir="ltr" style="color:${c.color}">${c.label}</td>` : `<td>${escapeHtml(c.label)}</td>`;
        html.push(
          `<tr align="${align}"${shade ? ' bgcolor="#f3f6fa"' : ''}>${itemCell}<td>${escapeHtml(gov)}</td><td dir="ltr">${formatPrice(r.mid, lang)}</td>${change}</tr>`,
        );
        text.push(`  ${gov}: ${formatPrice(r.mid, lang)} (${c.label})`);
      }
      shade = !shade;
      i += n;
    }
    html.push('</table>');
    text.push(`${g.link}`, '');
  }
  html.push(
    `<p style="margin:24px 0 8px;"><a href="${escapeHtml(home)}" style="display:inline-block;padding:10px 16px;background:#1a4f8b;color:#ffffff;text-decoration:none;border-radius:4px;">${translateHtml(lang, 'bulletin.see_prices')}</a></p>`,
    `<p style="margin:16px 0 0;font-size:12px;color:#757575;">${translateHtml(lang, 'bulletin.why')} <a href="${UNSUBSCRIBE}" style="color:#757575;">${translateHtml(lang, 'bulletin.unsubscribe')}</a></p>`,
    '</div></body></html>',
  );
  text.push(
    `${translate(lang, 'bulletin.see_prices')}: ${home}`,
    '',
    translate(lang, 'bulletin.why'),
    `${translate(lang, 'bulletin.unsubscribe')}: ${UNSUBSCRIBE}`,
  );
  return { subject: translate(lang, 'bulletin.subject', { date }), html: html.join(''), text: text.join('\n') };
}

/** The mail of one address: its unsubscribe link in the body and the RFC 8058 one-click headers. */
export function personalise(content: BulletinContent, unsubscribe: string, to: string): MailMessage {
  return {
    to,
    subject: content.subject,
    html: content.html.replace(UNSUBSCRIBE, escapeHtml(unsubscribe)),
    text: content.text.replace(UNSUBSCRIBE, unsubscribe),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

// ─── Sending ─────────────────────────────────────────────────────────────────

/**
 * Sends the day's bulletin to every recipient not sent yet; returns how many mails this run wrote.
 * Each batch claims its addresses and writes their mails in one transaction: a crash loses a whole
 * batch or nothing, and the retry carries on with the addresses not claimed yet.
 */
export async function sendBulletin(deps: BulletinDeps, day: string, batch = BULLETIN_BATCH): Promise<number> {
  const rows = await repo.pricesOfDay(deps.db, day);
  const contents = new Map<Lang, BulletinContent>();
  const contentOf = (lang: Lang) => {
    let c = contents.get(lang);
    if (!c) contents.set(lang, (c = renderBulletin(lang, day, rows, deps.publicUrl)));
    return c;
  };
  let after = '';
  let sent = 0;
  for (;;) {
    const done = await deps.jobs.transaction(async (tx: JobTx) => {
      const next = await repo.nextRecipients(tx.db, day, after, batch);
      if (!next.length) return true;
      after = next[next.length - 1]!.email;
      const claimed = await repo.claimSends(tx.db, day, next);
      for (const r of claimed) {
        await deps.mailer.send(personalise(contentOf(r.lang), unsubscribeUrl(deps.publicUrl, deps.secret, r.email), r.email), tx);
      }
      sent += claimed.length;
      return next.length < batch;
    });
    if (done) break;
  }
  deps.log?.info({ day, sent }, 'price bulletin written to the outbox');
  return sent;
}

/** 'YYYY-MM-DD' → a fixed job id: one pending bulletin job per day, whoever queues it. */
export const bulletinJobId = (day: string) => `62756c6c-6574-4000-8000-${day.replace(/-/g, '').padStart(12, '0')}`;

const JOB_OPTIONS = { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 } as const;

/**
 * Queues the day's bulletin (the back office calls it after saving the day's prices; the schedule
 * too). One job per day while it exists; a later run only mails addresses not sent yet.
 * `startAfter`: the back office leaves the clerk time to enter the day's other products.
 */
export async function queueBulletin(jobs: Pick<JobQueue, 'send'>, day: string, opts: { startAfter?: Date } = {}): Promise<string | null> {
  return jobs.send(BULLETIN_QUEUE, { day }, { ...JOB_OPTIONS, ...opts, id: bulletinJobId(day) });
}

/** Queues the price alerts' check of a day (after prices were saved; re-running a day mails nothing twice). */
export async function queueAlertCheck(jobs: Pick<JobQueue, 'send'>, day: string): Promise<string | null> {
  return jobs.send(ALERTS_QUEUE, { day }, JOB_OPTIONS);
}

/** The scheduled run: today's bulletin and alert check, only when today (Cairo) has prices. */
export async function runDaily(deps: BulletinDeps, now = new Date()): Promise<boolean> {
  const day = todayIso(now);
  if (!(await repo.hasPricesOn(deps.db, day))) {
    deps.log?.info({ day }, 'no prices today: no bulletin');
    return false;
  }
  await queueBulletin(deps.jobs, day);
  await queueAlertCheck(deps.jobs, day);
  return true;
}

/** How many bulletins were recorded for a day (tests, the back office). */
export const bulletinsSentOn = (db: Db, day: string) => repo.sendsOn(db, day);
