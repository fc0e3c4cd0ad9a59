ALTER TABLE "users" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "users_mobile_key";--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_confirmed_key" ON "users" USING btree ("mobile") WHERE "users"."mobile_verified_at" is not null;
