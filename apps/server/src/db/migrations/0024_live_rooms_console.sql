ALTER TABLE "live_rooms" ADD COLUMN "stream_key" varchar(64);--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_rooms_one_live_per_shop" ON "live_rooms" USING btree ("shop_id") WHERE "live_rooms"."status" = 'live';--> statement-breakpoint
CREATE INDEX "live_rooms_shop_idx" ON "live_rooms" USING btree ("shop_id","id");--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_stream_key_unique" UNIQUE("stream_key");