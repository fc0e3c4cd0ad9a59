CREATE TABLE "activation_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_hash" char(64) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"code" varchar(16),
	"kind" varchar(12) NOT NULL,
	"script_id" bigint,
	"days" integer NOT NULL,
	"source" varchar(8) NOT NULL,
	"order_id" bigint,
	"order_item_id" bigint,
	"unit_no" integer,
	"user_id" bigint,
	"state" varchar(8) DEFAULT 'unused' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"device_id" bigint,
	"bound_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activation_codes_kind_check" CHECK ("activation_codes"."kind" in ('cloud_phone', 'script')),
	CONSTRAINT "activation_codes_state_check" CHECK ("activation_codes"."state" in ('unused', 'bound', 'expired')),
	CONSTRAINT "activation_codes_script_check" CHECK (("activation_codes"."kind" = 'script') = ("activation_codes"."script_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "device_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"sku_id" bigint,
	"kind" varchar(12) NOT NULL,
	"days" integer NOT NULL,
	"script_id" bigint,
	CONSTRAINT "device_offers_kind_check" CHECK ("device_offers"."kind" in ('cloud_phone', 'script')),
	CONSTRAINT "device_offers_days_check" CHECK ("device_offers"."days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "device_scripts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" bigint NOT NULL,
	"script_id" bigint NOT NULL,
	"code_id" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"enabled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"device_code" varchar(32) NOT NULL,
	"plugin_secret" char(64) NOT NULL,
	"state" varchar(12) DEFAULT 'running' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"provider" varchar(24) DEFAULT 'database' NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"frozen_at" timestamp with time zone,
	"frozen_by" bigint,
	"frozen_reason" varchar(200),
	"bound_codes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_state_check" CHECK ("devices"."state" in ('running', 'shutdown', 'expired')),
	CONSTRAINT "devices_bound_codes_check" CHECK ("devices"."bound_codes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plugin_member_freezes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"by" bigint NOT NULL,
	"reason" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scripts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"goods_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_offers" ADD CONSTRAINT "device_offers_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_offers" ADD CONSTRAINT "device_offers_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_offers" ADD CONSTRAINT "device_offers_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_scripts" ADD CONSTRAINT "device_scripts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_scripts" ADD CONSTRAINT "device_scripts_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_scripts" ADD CONSTRAINT "device_scripts_code_id_activation_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."activation_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plugin_member_freezes" ADD CONSTRAINT "plugin_member_freezes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activation_codes_hash_uq" ON "activation_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "activation_codes_order_unit_uq" ON "activation_codes" USING btree ("order_item_id","unit_no");--> statement-breakpoint
CREATE INDEX "activation_codes_user_idx" ON "activation_codes" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "activation_codes_device_idx" ON "activation_codes" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_offers_goods_sku_uq" ON "device_offers" USING btree ("goods_id",coalesce("sku_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "device_scripts_device_script_uq" ON "device_scripts" USING btree ("device_id","script_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_code_uq" ON "devices" USING btree ("device_code");--> statement-breakpoint
CREATE INDEX "devices_user_idx" ON "devices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "devices_expiry_idx" ON "devices" USING btree ("expires_at") WHERE "devices"."state" <> 'expired';--> statement-breakpoint
CREATE UNIQUE INDEX "devices_free_uq" ON "devices" USING btree ("user_id") WHERE "devices"."free";