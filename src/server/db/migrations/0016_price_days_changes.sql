CREATE TABLE "price_days_removed" (
	"item_id" integer NOT NULL,
	"price_date" date NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_days_removed_item_id_price_date_pk" PRIMARY KEY("item_id","price_date")
);
--> statement-breakpoint
ALTER TABLE "price_days_removed" ADD CONSTRAINT "price_days_removed_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- The open data API's Last-Modified (issue 20 review): price_days.updated_at moved only when the
-- national figures changed, so a governorate's series (read from prices) kept its Last-Modified
-- when its own prices changed but the day's lowest, highest and average did not, and a day that
-- lost its prices left no trace; a client polling with If-Modified-Since got 304 and kept stale
-- rows. Now an update that really changes a price row touches its day's updated_at, and a day
-- removed is written to price_days_removed (the API takes the later of both).
CREATE OR REPLACE FUNCTION binaa_price_days_sync(item_ids integer[], days date[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  -- One lock per item, not per (item, day): a transaction holds every advisory lock it takes
  -- until it ends, and a bulk load (the seed: years of days in one transaction) would run out of
  -- the lock table with one per day.
  PERFORM pg_advisory_xact_lock(k.key)
     FROM (SELECT DISTINCT hashtextextended('price_days:' || item_id, 0) AS key FROM unnest(item_ids) AS u(item_id)) k
    ORDER BY k.key;
  WITH gone AS (
    DELETE FROM price_days d
     USING unnest(item_ids, days) AS k(item_id, price_date)
     WHERE d.item_id = k.item_id AND d.price_date = k.price_date
       AND NOT EXISTS (SELECT 1 FROM prices p WHERE p.item_id = k.item_id AND p.price_date = k.price_date)
    RETURNING d.item_id, d.price_date)
  INSERT INTO price_days_removed AS r (item_id, price_date, removed_at)
  SELECT DISTINCT item_id, price_date, now() FROM gone
  ON CONFLICT (item_id, price_date) DO UPDATE SET removed_at = excluded.removed_at;
  INSERT INTO price_days AS d (item_id, price_date, gov_count, min_price, max_price, mid_price, updated_at)
  SELECT p.item_id, p.price_date, count(*)::int, min(p.min_price), max(p.max_price), round(avg(p.mid_price), 2), now()
    FROM (SELECT DISTINCT item_id, price_date FROM unnest(item_ids, days) AS u(item_id, price_date)) k
    JOIN prices p ON p.item_id = k.item_id AND p.price_date = k.price_date
   GROUP BY p.item_id, p.price_date
  ON CONFLICT (item_id, price_date) DO UPDATE
     SET gov_count = excluded.gov_count, min_price = excluded.min_price, max_price = excluded.max_price,
         mid_price = excluded.mid_price, updated_at = excluded.updated_at
   WHERE (d.gov_count, d.min_price, d.max_price, d.mid_price)
         IS DISTINCT FROM (excluded.gov_count, excluded.min_price, excluded.max_price, excluded.mid_price);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION binaa_prices_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE a integer[]; b date[];
BEGIN
  SELECT array_agg(item_id), array_agg(price_date) INTO a, b
    FROM (SELECT item_id, price_date FROM new_rows UNION SELECT item_id, price_date FROM old_rows) s;
  IF a IS NOT NULL THEN PERFORM binaa_price_days_sync(a, b); END IF;
  -- A governorate's row that changed, whether or not the day's national figures did.
  UPDATE price_days d SET updated_at = now()
    FROM (SELECT DISTINCT n.item_id, n.price_date FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE (n.item_id, n.governorate_id, n.price_date, n.min_price, n.max_price, n.mid_price)
                 IS DISTINCT FROM (o.item_id, o.governorate_id, o.price_date, o.min_price, o.max_price, o.mid_price)) c
   WHERE d.item_id = c.item_id AND d.price_date = c.price_date AND d.updated_at <> now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION binaa_prices_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE price_days, price_days_removed;
  RETURN NULL;
END $$;
