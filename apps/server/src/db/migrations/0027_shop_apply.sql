CREATE TABLE "shop_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"store_type" varchar(16) NOT NULL,
	"shopname" varchar(32) NOT NULL,
	"id_type" varchar(24) NOT NULL,
	"id_number" varchar(32) NOT NULL,
	"real_name" varchar(64) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"front_image" varchar(255) NOT NULL,
	"back_image" varchar(255) NOT NULL,
	"licence_image" varchar(255) NOT NULL,
	"state" varchar(16) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"shop_id" bigint,
	"decided_by" bigint,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_applications_state_known" CHECK ("shop_applications"."state" in ('draft', 'pending', 'certified', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_applications_user_key" ON "shop_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_applications_state_idx" ON "shop_applications" USING btree ("state","submitted_at");