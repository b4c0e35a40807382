ALTER TABLE "deals" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "file_mime" text NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "file_size" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_from" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_to" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (binaa_news_document("jobs"."title_ar", "jobs"."title_en", "jobs"."requirements_ar", "jobs"."requirements_en")) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_range_ck" CHECK ("jobs"."salary_from" is null or "jobs"."salary_to" is null or "jobs"."salary_from" <= "jobs"."salary_to");