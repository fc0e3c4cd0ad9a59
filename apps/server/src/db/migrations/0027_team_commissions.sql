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
ALTER TABLE "commission_reversals" ADD CONSTRAINT "commission_reversals_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_reversals_commission_refund_uq" ON "commission_reversals" USING btree ("commission_id","refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_order_level_uq" ON "commissions" USING btree ("order_id","level");--> statement-breakpoint
CREATE INDEX "commissions_user_idx" ON "commissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "commissions_buyer_user_idx" ON "commissions" USING btree ("buyer_id","user_id");