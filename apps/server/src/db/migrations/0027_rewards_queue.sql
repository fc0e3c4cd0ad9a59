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
ALTER TABLE "queue_allocations" ADD CONSTRAINT "queue_allocations_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_allocations" ADD CONSTRAINT "queue_allocations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_allocation_id_queue_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."queue_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_hold_id_income_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."income_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_waiting_uq" ON "queue_entries" USING btree ("goods_id","user_id") WHERE "queue_entries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "queue_entries_goods_idx" ON "queue_entries" USING btree ("goods_id","state","id");--> statement-breakpoint
CREATE INDEX "queue_entries_member_idx" ON "queue_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_key_uq" ON "rewards" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "rewards_member_idx" ON "rewards" USING btree ("user_id","kind","id");