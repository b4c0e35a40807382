/**
 * The only code of the bulletins domain that touches tables. It owns bulletin_sends,
 * bulletin_opt_outs, price_alerts and price_alert_notices; it reads (never writes) users,
 * subscriptions, subscription_packages, subscription_emails, prices, items, products and
 * governorates inside its own SQL statements (one plan per batch; see db/README.md).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bulletinOptOuts, bulletinSends, priceAlertNotices, priceAlerts } from '../../db/schema/index';
import type { Lang } from '../../../shared/envelope';
import type { AlertDirection } from '../../../shared/schemas/bulletins';

type Executor = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

/** A current subscription on `day`: active, or canceled but not past its end (a cancel stops renewal, not access). */
const currentOn = (day: string) => sql`s.status in ('active', 'canceled') and (s.end_date is null or s.end_date >= ${day}::date)`;

export type Recipient = {
  email: string;
  user_id: number;
  lang: Lang;
};

/**
 * The next `limit` recipients of the day's bulletin after `after` (by address): account e-mails of
 * active users with a current subscription granting 'bulletins.email', and the confirmed extra
 * e-mails of those subscriptions (in the owner's language), minus opt-outs and addresses already
 * sent that day, one row per address (the account's own row wins over an extra e-mail's).
 */
export async function nextRecipients(db: Executor, day: string, after: string, limit: number): Promise<Recipient[]> {
  const { rows } = await db.execute<Recipient>(sql`
    with subs as (
      select s.id, s.user_id from subscriptions s join subscription_packages p on p.id = s.package_id
      where ${currentOn(day)} and p.entitlements ? 'bulletins.email'
    ), candidates as (
      select u.email, u.id as user_id, u.language as lang, 0 as rank
        from users u where u.user_active and exists (select 1 from subs where subs.user_id = u.id)
      union all
      select lower(e.email), u.id, u.language, 1
        from subs join subscription_emails e on e.subscription_id = subs.id join users u on u.id = subs.user_id
        where e.confirmed_at is not null and u.user_active
    )
    select distinct on (c.email) c.email, c.user_id, c.lang from candidates c
    where c.email > ${after}
      and not exists (select 1 from bulletin_opt_outs o where o.email = c.email)
      and not exists (select 1 from bulletin_sends b where b.day = ${day}::date and b.email = c.email)
    order by c.email, c.rank, c.user_id
    limit ${limit}`);
  return rows;
}

/**
 * Claims the addresses for the day: the rows that were not there yet come back (the caller mails
 * exactly those, in the same transaction). A concurrent run waits on the other's uncommitted rows,
 * then skips them.
 */
export async function claimSends(db: Executor, day: string, recipients: Recipient[]): Promise<Recipient[]> {
  if (!recipients.length) return [];
  const { rows } = await db.execute<Recipient>(sql`
    insert into bulletin_sends (day, email, user_id, lang)
    select ${day}::date, r.email, r.user_id, r.lang
    from unnest(${sql.param(recipients.map((r) => r.email))}::text[], ${sql.param(recipients.map((r) => r.user_id))}::int[], ${sql.param(recipients.map((r) => r.lang))}::text[]) as r(email, user_id, lang)
    on conflict (day, email) do nothing
    returning email, user_id, lang`);
  return rows;
}

export async function sendsOn(db: Executor, day: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bulletinSends).where(eq(bulletinSends.day, day));
  return row?.n ?? 0;
}

export async function optOut(db: Executor, email: string): Promise<void> {
  await db.insert(bulletinOptOuts).values({ email }).onConflictDoNothing();
}

export async function hasPricesOn(db: Executor, day: string): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`select exists (select 1 from prices where price_date = ${day}::date) as found`);
  return rows[0]?.found === true;
}

export type BulletinRow = {
  product_id: number;
  product_ar: string;
  product_en: string;
  product_slug: string;
  item_id: number;
  item_ar: string;
  item_en: string;
  gov_ar: string;
  gov_en: string;
  mid: string;
  previous: string | null;
};

/**
 * The day's prices of active items with the mid price of the previous price day of the same item
 * and governorate (null when the day is its first), by product, item and governorate.
 */
export async function pricesOfDay(db: Executor, day: string): Promise<BulletinRow[]> {
  const { rows } = await db.execute<BulletinRow>(sql`
    select pr.id as product_id, pr.name_ar as product_ar, pr.name_en as product_en, pr.slug as product_slug,
           i.id as item_id, i.name_ar as item_ar, i.name_en as item_en, g.name_ar as gov_ar, g.name_en as gov_en,
           p.mid_price::text as mid, prev.mid_price::text as previous
    from prices p
    join items i on i.id = p.item_id and i.is_active
    join products pr on pr.id = i.product_id
    join governorates g on g.id = p.governorate_id
    left join lateral (
      select q.mid_price from prices q
      where q.item_id = p.item_id and q.governorate_id = p.governorate_id and q.price_date < p.price_date
      order by q.price_date desc limit 1
    ) prev on true
    where p.price_date = ${day}::date
    order by pr.sort, pr.id, i.sort, i.id, g.sort, g.id`);
  return rows;
}

// ─── Price alerts ────────────────────────────────────────────────────────────

export type AlertRow = {
  id: number;
  item_id: number;
  item_ar: string;
  item_en: string;
  product_id: number;
  product_ar: string;
  product_en: string;
  governorate_id: number;
  gov_ar: string;
  gov_en: string;
  direction: AlertDirection;
  threshold: string;
  last_price: string | null;
  last_price_date: string | null;
  created_at: string;
};

/** A user's alerts, newest first, with names and the latest mid price of the pair. */
export async function alertsOf(db: Executor, userId: number): Promise<AlertRow[]> {
  const { rows } = await db.execute<AlertRow>(sql`
    select a.id, a.item_id, i.name_ar as item_ar, i.name_en as item_en, pr.id as product_id, pr.name_ar as product_ar,
           pr.name_en as product_en, a.governorate_id, g.name_ar as gov_ar, g.name_en as gov_en, a.direction,
           a.threshold::text as threshold, last.mid_price::text as last_price, last.price_date::text as last_price_date,
           to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
    from price_alerts a
    join items i on i.id = a.item_id
    join products pr on pr.id = i.product_id
    join governorates g on g.id = a.governorate_id
    left join lateral (
      select q.mid_price, q.price_date from prices q
      where q.item_id = a.item_id and q.governorate_id = a.governorate_id
      order by q.price_date desc limit 1
    ) last on true
    where a.user_id = ${userId}
    order by a.id desc`);
  return rows;
}

export async function countAlerts(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.userId, userId));
  return row?.n ?? 0;
}

/** Whether the item exists (active) and is sold in the governorate, and its latest mid price there. */
export async function pricedPair(db: Executor, itemId: number, governorateId: number): Promise<{ sold: boolean; item: boolean; latest: string | null }> {
  const { rows } = await db.execute<{ item: boolean; sold: boolean; latest: string | null }>(sql`
    select exists (select 1 from items where id = ${itemId} and is_active) as item,
           exists (select 1 from item_governorates where item_id = ${itemId} and governorate_id = ${governorateId}) as sold,
           (select mid_price::text from prices where item_id = ${itemId} and governorate_id = ${governorateId}
             order by price_date desc limit 1) as latest`);
  const r = rows[0]!;
  return { item: r.item, sold: r.sold, latest: r.latest };
}

export async function insertAlert(
  db: Executor,
  v: { userId: number; itemId: number; governorateId: number; direction: AlertDirection; threshold: string; lastSide: AlertDirection | null },
): Promise<number> {
  const [row] = await db.insert(priceAlerts).values(v).returning({ id: priceAlerts.id });
  return row!.id;
}

/** Deletes one of the user's alerts; false when it is not theirs (or gone). */
export async function deleteAlert(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}

export type AlertToCheck = {
  id: number;
  user_id: number;
  email: string;
  lang: Lang;
  direction: AlertDirection;
  threshold: string;
  last_side: AlertDirection | null;
  mid: string;
  entitled: boolean;
  item_ar: string;
  item_en: string;
  product_ar: string;
  product_en: string;
  product_slug: string;
  product_id: number;
  gov_ar: string;
  gov_en: string;
};

/**
 * The next `limit` alerts (by id, after `after`) of pairs priced on `day`, locked for this
 * transaction (another run skips them), with the day's mid price, the owner's address and
 * language, and whether the owner still has 'prices.alerts'.
 */
export async function alertsToCheck(db: Executor, day: string, after: number, limit: number): Promise<AlertToCheck[]> {
  const { rows } = await db.execute<AlertToCheck>(sql`
    select a.id, a.user_id, u.email, u.language as lang, a.direction, a.threshold::text as threshold, a.last_side,
           p.mid_price::text as mid,
           exists (
             select 1 from subscriptions s join subscription_packages sp on sp.id = s.package_id
             where s.user_id = a.user_id and ${currentOn(day)} and sp.entitlements ? 'prices.alerts'
           ) as entitled,
           i.name_ar as item_ar, i.name_en as item_en, pr.name_ar as product_ar, pr.name_en as product_en,
           pr.slug as product_slug, pr.id as product_id, g.name_ar as gov_ar, g.name_en as gov_en
    from price_alerts a
    join prices p on p.item_id = a.item_id and p.governorate_id = a.governorate_id and p.price_date = ${day}::date
    join users u on u.id = a.user_id
    join items i on i.id = a.item_id
    join products pr on pr.id = i.product_id
    join governorates g on g.id = a.governorate_id
    where a.id > ${after}
    order by a.id
    limit ${limit}
    for update of a skip locked`);
  return rows;
}

/** Records the notice of an alert for a price day; false when it was already there (never mail twice). */
export async function claimNotice(db: Executor, alertId: number, day: string): Promise<boolean> {
  const rows = await db.insert(priceAlertNotices).values({ alertId, priceDate: day }).onConflictDoNothing().returning({ id: priceAlertNotices.id });
  return rows.length > 0;
}

export async function setLastSide(db: Executor, id: number, side: AlertDirection, notified: boolean): Promise<void> {
  await db
    .update(priceAlerts)
    .set(notified ? { lastSide: side, lastNotifiedAt: new Date() } : { lastSide: side })
    .where(eq(priceAlerts.id, id));
}
