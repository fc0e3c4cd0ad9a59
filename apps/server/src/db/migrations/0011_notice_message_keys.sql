ALTER TABLE "notices" ADD COLUMN "message_key" varchar(64);--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "params" jsonb;