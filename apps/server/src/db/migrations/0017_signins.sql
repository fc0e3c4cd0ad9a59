CREATE TABLE "signins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"points" integer NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signins_streak_positive" CHECK ("signins"."streak" >= 1),
	CONSTRAINT "signins_points_nonnegative" CHECK ("signins"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "signins" ADD CONSTRAINT "signins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signins_user_day" ON "signins" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "signins_day_idx" ON "signins" USING btree ("day");