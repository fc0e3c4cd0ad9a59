CREATE TABLE "vip_level_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_level" smallint NOT NULL,
	"to_level" smallint NOT NULL,
	"cause" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"name" varchar(40) NOT NULL,
	"benefits" varchar(500) DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"threshold_minor" bigint DEFAULT 0 NOT NULL,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	"discount_bps" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_discount_range" CHECK ("vip_levels"."discount_bps" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "vip_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"spend_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"price_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_spend_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributor_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"contact" varchar(50) NOT NULL,
	"region" varchar(50) NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"refuse_reason" varchar(200) DEFAULT '' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_card_faces" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"value_minor" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"value_minor" bigint NOT NULL,
	"distributor_user_id" integer NOT NULL,
	"purchase_key" varchar(100) NOT NULL,
	"state" varchar(16) DEFAULT 'unused' NOT NULL,
	"redeemed_by_user_id" bigint,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "water_cards_state" CHECK ("water_cards"."state" in ('unused', 'redeemed'))
);
--> statement-breakpoint
ALTER TABLE "vip_level_changes" ADD CONSTRAINT "vip_level_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_purchases" ADD CONSTRAINT "vip_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_spend_orders" ADD CONSTRAINT "vip_spend_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_applications" ADD CONSTRAINT "distributor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_cards" ADD CONSTRAINT "water_cards_distributor_user_id_users_id_fk" FOREIGN KEY ("distributor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_level_changes_user_idx" ON "vip_level_changes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_level_key" ON "vip_levels" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_purchases_user_level_key" ON "vip_purchases" USING btree ("user_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "distributor_applications_open_key" ON "distributor_applications" USING btree ("user_id") WHERE "distributor_applications"."state" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "distributor_applications_state_idx" ON "distributor_applications" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "water_cards_code_key" ON "water_cards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "water_cards_distributor_idx" ON "water_cards" USING btree ("distributor_user_id");--> statement-breakpoint
CREATE INDEX "water_cards_purchase_idx" ON "water_cards" USING btree ("purchase_key");