ALTER TABLE "live_rooms" ADD COLUMN "stream_name" varchar(32);--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_stream_name_unique" UNIQUE("stream_name");--> statement-breakpoint
-- Rooms started before: a public stream name, viewers play it, and a new key (the old one was in the play URL).
UPDATE "live_rooms" SET "stream_name" = substr(md5(random()::text || "id"::text), 1, 12) WHERE "stream_key" IS NOT NULL;--> statement-breakpoint
UPDATE "live_rooms" SET "hls_url" = replace("hls_url", '/' || "stream_key" || '.m3u8', '/' || "stream_name" || '.m3u8'), "stream_key" = md5(random()::text || clock_timestamp()::text || "id"::text) WHERE "stream_key" IS NOT NULL;
