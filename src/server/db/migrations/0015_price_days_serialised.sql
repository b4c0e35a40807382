-- price_days under concurrent writers (issue 20 review). binaa_price_days_sync (0014) recomputed
-- an (item, day) from the prices its statement's snapshot saw: two transactions pricing two
-- governorates of the same item and day at once each saw only their own row, and the later
-- upsert (waiting on the first's price_days row, then updating it with its stale aggregate) left
-- gov_count 1 and one governorate's figures. Now the pairs are recomputed under a transaction-scoped
-- advisory lock per item, taken in one order (the keys') so bulk writers cannot deadlock on them;
-- the statements after the lock take a fresh snapshot (READ COMMITTED, the app's level) and see
-- the prices the previous holder committed.
CREATE OR REPLACE FUNCTION binaa_price_days_sync(item_ids integer[], days date[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  -- One lock per item, not per (item, day): a transaction holds every advisory lock it takes
  -- until it ends, and a bulk load (the seed: years of days in one transaction) would run out of
  -- the lock table with one per day.
  PERFORM pg_advisory_xact_lock(k.key)
     FROM (SELECT DISTINCT hashtextextended('price_days:' || item_id, 0) AS key FROM unnest(item_ids) AS u(item_id)) k
    ORDER BY k.key;
  DELETE FROM price_days d
   USING unnest(item_ids, days) AS k(item_id, price_date)
   WHERE d.item_id = k.item_id AND d.price_date = k.price_date
     AND NOT EXISTS (SELECT 1 FROM prices p WHERE p.item_id = k.item_id AND p.price_date = k.price_date);
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
