-- Prices at millions of rows (issue 4). Prices arrive day by day, so the rows of one item and
-- governorate sit on as many heap pages as there are days: a 365-day comparison read 1,460 pages.
-- This index carries the prices too, so the prices page, the comparison and the previous-day
-- lookups are index-only scans (once autovacuum has marked the pages all-visible). Custom SQL:
-- drizzle's schema cannot declare INCLUDE columns; the schema's indexes are unchanged.
CREATE INDEX IF NOT EXISTS "prices_item_gov_date_cover_idx" ON "prices" USING btree ("item_id", "governorate_id", "price_date") INCLUDE ("min_price", "max_price", "mid_price");
