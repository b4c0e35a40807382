ALTER TABLE "deals" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "moderation_reason" text;