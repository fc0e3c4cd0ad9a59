CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"mobile" varchar(16) NOT NULL,
	"province" varchar(32) NOT NULL,
	"city" varchar(32) NOT NULL,
	"district" varchar(32) DEFAULT '' NOT NULL,
	"address" varchar(120) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"user_id" integer NOT NULL,
	"sku_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_sku_id_pk" PRIMARY KEY("user_id","sku_id"),
	CONSTRAINT "cart_items_number_check" CHECK ("cart_items"."number" between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"title" varchar(120) NOT NULL,
	"image" varchar(255) NOT NULL,
	"difference" varchar(120) DEFAULT '' NOT NULL,
	"price_minor" bigint NOT NULL,
	"market_price_minor" bigint NOT NULL,
	"number" integer NOT NULL,
	"freight_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"actual_minor" bigint NOT NULL,
	"refund_id" bigint,
	"refund_status" smallint DEFAULT 0 NOT NULL,
	"commented" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_items_number_check" CHECK ("order_items"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" bigint NOT NULL,
	"type" varchar(8) DEFAULT 'goods' NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"status" varchar(8) DEFAULT 'normal' NOT NULL,
	"checkout_key" varchar(64) NOT NULL,
	"address" jsonb NOT NULL,
	"address_changed" boolean DEFAULT false NOT NULL,
	"remarks" varchar(200) DEFAULT '' NOT NULL,
	"coupon_receipt_id" bigint,
	"group_id" bigint,
	"group_pending" boolean DEFAULT false NOT NULL,
	"goods_minor" bigint NOT NULL,
	"freight_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"platform_discount_minor" bigint DEFAULT 0 NOT NULL,
	"price_minor" bigint NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"pay_no" varchar(32),
	"trade_no" varchar(32),
	"express_name" varchar(32) DEFAULT '' NOT NULL,
	"express_no" varchar(40) DEFAULT '' NOT NULL,
	"logistics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "orders_state_check" CHECK ("orders"."state" in (1, 2, 3, 4, 6, 7)),
	CONSTRAINT "orders_price_check" CHECK ("orders"."price_minor" >= 1 and "orders"."refunded_minor" >= 0 and "orders"."refunded_minor" <= "orders"."price_minor")
);
--> statement-breakpoint
CREATE TABLE "shop_freight" (
	"shop_id" bigint PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"first" integer DEFAULT 1 NOT NULL,
	"first_fee_minor" bigint DEFAULT 0 NOT NULL,
	"additional" integer DEFAULT 1 NOT NULL,
	"additional_fee_minor" bigint DEFAULT 0 NOT NULL,
	"strategy" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_id" bigint NOT NULL,
	"actor" smallint NOT NULL,
	"user_id" integer,
	"event" varchar(32) NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"reason" smallint NOT NULL,
	"express_type" smallint DEFAULT 0 NOT NULL,
	"amount_minor" bigint NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"refuse_content" varchar(500) DEFAULT '' NOT NULL,
	"express_name" varchar(32) DEFAULT '' NOT NULL,
	"express_no" varchar(40) DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"agreed_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" between 0 and 6),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_minor" >= 1)
);
--> statement-breakpoint
CREATE TABLE "coupon_receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_no" varchar(16) NOT NULL,
	"coupon_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" bigint NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"order_id" bigint,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "coupon_receipts_state_check" CHECK ("coupon_receipts"."state" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" bigint DEFAULT 0 NOT NULL,
	"type" varchar(12) NOT NULL,
	"name" varchar(64) NOT NULL,
	"user_level" smallint DEFAULT 0 NOT NULL,
	"user_type" varchar(12) DEFAULT 'reduction' NOT NULL,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	"discount_tenths" smallint DEFAULT 100 NOT NULL,
	"limit_minor" bigint DEFAULT 0 NOT NULL,
	"range_type" varchar(12) DEFAULT 'all' NOT NULL,
	"range_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pre_type" varchar(8) DEFAULT 'fixed' NOT NULL,
	"validity_days" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"draw_limit" integer DEFAULT 1 NOT NULL,
	"grant_total" integer DEFAULT -1 NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"invalid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_granted_check" CHECK ("coupons"."grant_total" = -1 or "coupons"."granted" <= "coupons"."grant_total"),
	CONSTRAINT "coupons_discount_check" CHECK ("coupons"."discount_tenths" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "group_goods" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"shop_id" bigint NOT NULL,
	"people_num" smallint DEFAULT 2 NOT NULL,
	"group_hours" smallint DEFAULT 24 NOT NULL,
	"group_percent" smallint DEFAULT 80 NOT NULL,
	"is_alone" boolean DEFAULT true NOT NULL,
	"purchase_limit" integer DEFAULT 0 NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_goods_people_check" CHECK ("group_goods"."people_num" between 2 and 50),
	CONSTRAINT "group_goods_percent_check" CHECK ("group_goods"."group_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_teams" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_no" varchar(32) NOT NULL,
	"leader_id" integer NOT NULL,
	"shop_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"people_num" smallint NOT NULL,
	"join_num" smallint DEFAULT 0 NOT NULL,
	"state" varchar(8) DEFAULT 'ready' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"formed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_teams_join_check" CHECK ("group_teams"."join_num" between 0 and "group_teams"."people_num")
);
--> statement-breakpoint
ALTER TABLE "goods_comments" ADD COLUMN "order_item_id" bigint;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_freight" ADD CONSTRAINT "shop_freight_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_logs" ADD CONSTRAINT "refund_logs_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_receipts" ADD CONSTRAINT "coupon_receipts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_receipts" ADD CONSTRAINT "coupon_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_goods" ADD CONSTRAINT "group_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_goods" ADD CONSTRAINT "group_goods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_team_id_group_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."group_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_teams" ADD CONSTRAINT "group_teams_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_teams" ADD CONSTRAINT "group_teams_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_teams" ADD CONSTRAINT "group_teams_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_shop_key" ON "orders" USING btree ("user_id","checkout_key","shop_id");--> statement-breakpoint
CREATE INDEX "orders_user_state_idx" ON "orders" USING btree ("user_id","status","state","updated_at");--> statement-breakpoint
CREATE INDEX "orders_shop_state_idx" ON "orders" USING btree ("shop_id","state","id");--> statement-breakpoint
CREATE INDEX "orders_due_idx" ON "orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "orders_group_idx" ON "orders" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "refund_logs_refund_idx" ON "refund_logs" USING btree ("refund_id","id");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "refunds_shop_idx" ON "refunds" USING btree ("shop_id","state","id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_item_key" ON "refunds" USING btree ("order_item_id") WHERE "refunds"."state" in (0, 1, 3, 4, 6);--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_receipts_no_key" ON "coupon_receipts" USING btree ("coupon_no");--> statement-breakpoint
CREATE INDEX "coupon_receipts_user_idx" ON "coupon_receipts" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "coupon_receipts_coupon_user_idx" ON "coupon_receipts" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupons_shop_idx" ON "coupons" USING btree ("shop_id","invalid","id");--> statement-breakpoint
CREATE INDEX "group_goods_weigh_idx" ON "group_goods" USING btree ("status","weigh");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_team_user_key" ON "group_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_teams_no_key" ON "group_teams" USING btree ("group_no");--> statement-breakpoint
CREATE INDEX "group_teams_goods_idx" ON "group_teams" USING btree ("goods_id","state");--> statement-breakpoint
CREATE INDEX "group_teams_due_idx" ON "group_teams" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "goods_comments_user_idx" ON "goods_comments" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_comments_order_item_key" ON "goods_comments" USING btree ("order_item_id");