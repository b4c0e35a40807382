/**
 * Price alerts (issue 16): the job `alerts.check` {day} compares the day's mid price of each alert's
 * item and governorate with its threshold. The price is on the "above" side when it is higher than
 * the threshold, "below" when lower (equal keeps the last side). An alert mails when the price moves
 * to its direction's side from the other side; its last side is set at creation from the latest
 * price, so an alert made while the price is already past the threshold waits for the next crossing
 * (only an alert created before its pair had any price, last side null, mails at its first check
 * when the price is past). Each mail is one `price_alert_notices` row (unique alert + price day)
 * written with the mail: a re-run of the day never mails twice. An owner who lost 'prices.alerts'
 * gets no mail (the side is still followed). And the alerts API: list, create, delete.
 */
import type { z } from 'zod';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import type { Writer } from '../../platform/idempotency';
import type { MailMessage } from '../../platform/mail';
import type { Lang } from '../../../shared/envelope';
import { translate } from '../../../shared/i18n/index';
import { pageUrl } from '../../../shared/page-url';
import { paths } from '../../../shared/paths';
import { MAX_PRICE_ALERTS, type AlertDirection, type PriceAlert, type priceAlertBody } from '../../../shared/schemas/bulletins';
import { requireEntitlement } from '../subscriptions';
import * as repo from './repository';
import { formatDate, formatPrice } from '../../../shared/format';
import type { BulletinDeps } from './service';

const ALERT_BATCH = 200;

/** The side of the threshold a price is on; null when equal (the last side holds). */
export function sideOf(price: number, threshold: number): AlertDirection | null {
  return price > threshold ? 'above' : price < threshold ? 'below' : null;
}

/** Checks the alerts of the pairs priced on `day`; returns how many mails it wrote. */
export async function checkAlerts(deps: BulletinDeps, day: string): Promise<number> {
  const origin = new URL(deps.publicUrl).origin;
  let after = 0;
  let mailed = 0;
  for (;;) {
    const done = await deps.jobs.transaction(async (tx) => {
      const alerts = await repo.alertsToCheck(tx.db, day, after, ALERT_BATCH);
      if (!alerts.length) return true;
      after = alerts[alerts.length - 1]!.id;
      for (const a of alerts) {
        const side = sideOf(Number(a.mid), Number(a.threshold)) ?? a.last_side;
        if (!side) continue;
        const crossed = side === a.direction && a.last_side !== a.direction;
        let notified = false;
        if (crossed && a.entitled && (await repo.claimNotice(tx.db, a.id, day))) {
          await deps.mailer.send(alertMail(a, day, origin), tx);
          notified = true;
          mailed++;
        }
        if (side !== a.last_side || notified) await repo.setLastSide(tx.db, a.id, side, notified);
      }
      return alerts.length < ALERT_BATCH;
    });
    if (done) break;
  }
  deps.log?.info({ day, mailed }, 'price alerts checked');
  return mailed;
}

function alertMail(a: repo.AlertToCheck, day: string, origin: string): MailMessage {
  const lang = a.lang;
  const ar = lang === 'ar';
  const values = {
    item: ar ? a.item_ar : a.item_en,
    product: ar ? a.product_ar : a.product_en,
    governorate: ar ? a.gov_ar : a.gov_en,
    threshold: formatPrice(a.threshold, lang),
    price: formatPrice(a.mid, lang),
    date: formatDate(day, lang),
    link: pageUrl(origin, paths.materials(a.product_slug, a.product_id), lang),
  };
  const up = a.direction === 'above';
  return {
    to: a.email,
    subject: translate(lang, up ? 'price_alert.subject_above' : 'price_alert.subject_below', values),
    text: translate(lang, up ? 'price_alert.body_above' : 'price_alert.body_below', values),
  };
}

// ─── The alerts API ──────────────────────────────────────────────────────────

const toAlert = (lang: Lang, r: repo.AlertRow): PriceAlert => {
  const ar = lang === 'ar';
  return {
    id: r.id,
    item_id: r.item_id,
    item_name: ar ? r.item_ar : r.item_en,
    product_id: r.product_id,
    product_name: ar ? r.product_ar : r.product_en,
    governorate_id: r.governorate_id,
    governorate_name: ar ? r.gov_ar : r.gov_en,
    direction: r.direction,
    threshold: r.threshold,
    last_price: r.last_price,
    last_price_date: r.last_price_date,
    created_at: r.created_at,
  };
};

export async function listAlerts(db: Writer, lang: Lang, userId: number): Promise<PriceAlert[]> {
  return (await repo.alertsOf(db, userId)).map((r) => toAlert(lang, r));
}

/** Creates an alert (entitlement 'prices.alerts'; the pair must be priced; at most MAX_PRICE_ALERTS per user). */
export async function createAlert(db: Writer, lang: Lang, userId: number, body: z.output<typeof priceAlertBody>): Promise<PriceAlert> {
  await requireEntitlement(db, userId, 'prices.alerts');
  const pair = await repo.pricedPair(db, body.item_id, body.governorate_id);
  if (!pair.item) throw new ValidationFailed({ item_id: ['unknown_item'] });
  if (!pair.sold || pair.latest === null) throw new ValidationFailed({ governorate_id: ['unknown_governorate'] });
  if ((await repo.countAlerts(db, userId)) >= MAX_PRICE_ALERTS) throw new Conflict('api.price_alerts_limit');
  const threshold = body.threshold.toFixed(2);
  const id = await repo.insertAlert(db, {
    userId,
    itemId: body.item_id,
    governorateId: body.governorate_id,
    direction: body.direction,
    threshold,
    lastSide: sideOf(Number(pair.latest), Number(threshold)),
  });
  const created = (await repo.alertsOf(db, userId)).find((r) => r.id === id)!;
  return toAlert(lang, created);
}

export async function deleteAlert(db: Writer, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteAlert(db, userId, id))) throw new NotFound('api.price_alert_not_found');
}
