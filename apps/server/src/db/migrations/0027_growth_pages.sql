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
CREATE TABLE "commission_reversals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"commission_id" bigint NOT NULL,
	"refund_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_reversals_amount_positive" CHECK ("commission_reversals"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"buyer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"rate_bps" smallint NOT NULL,
	"base_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reversed_minor" bigint DEFAULT 0 NOT NULL,
	"income_hold_id" bigint NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"state" varchar(16) DEFAULT 'credited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_level_check" CHECK ("commissions"."level" in (1, 2)),
	CONSTRAINT "commissions_amounts_check" CHECK ("commissions"."amount_minor" > 0 and "commissions"."reversed_minor" >= 0 and "commissions"."reversed_minor" <= "commissions"."amount_minor")
);
--> statement-breakpoint
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
CREATE TABLE "reward_pools" (
	"pool" varchar(16) PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" varchar(200) NOT NULL,
	"hold_id" bigint,
	"available_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_amount_positive" CHECK ("rewards"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "queue_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"units" integer NOT NULL,
	"allocated" integer DEFAULT 0 NOT NULL,
	"reason" varchar(200) NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'waiting' NOT NULL,
	"allocation_id" bigint,
	"allocated_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"category" varchar(16) DEFAULT '' NOT NULL,
	"target_type" varchar(16) DEFAULT '' NOT NULL,
	"target_id" integer DEFAULT 0 NOT NULL,
	"target_name" varchar(200) DEFAULT '' NOT NULL,
	"target_owner_id" integer DEFAULT 0 NOT NULL,
	"subject" varchar(80) DEFAULT '' NOT NULL,
	"content" varchar(1000) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" varchar(64) DEFAULT '' NOT NULL,
	"state" varchar(16) NOT NULL,
	"reply" varchar(1000) DEFAULT '' NOT NULL,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_kind_check" CHECK ("service_requests"."kind" in ('feedback', 'complaint', 'consultation'))
);
--> statement-breakpoint
ALTER TABLE "shop_applications" ADD CONSTRAINT "shop_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_reversals" ADD CONSTRAINT "commission_reversals_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_level_changes" ADD CONSTRAINT "vip_level_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_purchases" ADD CONSTRAINT "vip_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_spend_orders" ADD CONSTRAINT "vip_spend_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_applications" ADD CONSTRAINT "distributor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_cards" ADD CONSTRAINT "water_cards_distributor_user_id_users_id_fk" FOREIGN KEY ("distributor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_hold_id_income_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."income_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_allocations" ADD CONSTRAINT "queue_allocations_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_allocations" ADD CONSTRAINT "queue_allocations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_allocation_id_queue_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."queue_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_applications_user_key" ON "shop_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_applications_state_idx" ON "shop_applications" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_reversals_commission_refund_uq" ON "commission_reversals" USING btree ("commission_id","refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_order_level_uq" ON "commissions" USING btree ("order_id","level");--> statement-breakpoint
CREATE INDEX "commissions_user_idx" ON "commissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "commissions_buyer_user_idx" ON "commissions" USING btree ("buyer_id","user_id");--> statement-breakpoint
CREATE INDEX "vip_level_changes_user_idx" ON "vip_level_changes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_level_key" ON "vip_levels" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_purchases_user_level_key" ON "vip_purchases" USING btree ("user_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "distributor_applications_open_key" ON "distributor_applications" USING btree ("user_id") WHERE "distributor_applications"."state" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "distributor_applications_state_idx" ON "distributor_applications" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "water_cards_code_key" ON "water_cards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "water_cards_distributor_idx" ON "water_cards" USING btree ("distributor_user_id");--> statement-breakpoint
CREATE INDEX "water_cards_purchase_idx" ON "water_cards" USING btree ("purchase_key");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_key_uq" ON "rewards" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "rewards_member_idx" ON "rewards" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_waiting_uq" ON "queue_entries" USING btree ("goods_id","user_id") WHERE "queue_entries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "queue_entries_goods_idx" ON "queue_entries" USING btree ("goods_id","state","id");--> statement-breakpoint
CREATE INDEX "queue_entries_member_idx" ON "queue_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "service_requests_user_kind_idx" ON "service_requests" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "service_requests_kind_state_idx" ON "service_requests" USING btree ("kind","state","id");--> statement-breakpoint
CREATE INDEX "service_requests_target_idx" ON "service_requests" USING btree ("target_type","target_id");