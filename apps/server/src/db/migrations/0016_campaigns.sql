CREATE TABLE "advertisers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"advertiser_user_id" integer NOT NULL,
	"script_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"max_per_report_minor" bigint NOT NULL,
	"daily_cap_minor" bigint NOT NULL,
	"budget_minor" bigint DEFAULT 0 NOT NULL,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_spent_within_budget" CHECK ("campaigns"."spent_minor" >= 0 and "campaigns"."spent_minor" <= "campaigns"."budget_minor"),
	CONSTRAINT "campaigns_caps_positive" CHECK ("campaigns"."max_per_report_minor" > 0 and "campaigns"."daily_cap_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "revenue_device_days" (
	"device_id" integer NOT NULL,
	"campaign_id" bigint NOT NULL,
	"day" date NOT NULL,
	"total_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenue_device_days_device_id_campaign_id_day_pk" PRIMARY KEY("device_id","campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "revenue_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"device_code" varchar(64) NOT NULL,
	"report_id" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"campaign_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"day" date NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"income_hold_id" bigint,
	"available_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenue_reports_amount_positive" CHECK ("revenue_reports"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_advertiser_user_id_advertisers_user_id_fk" FOREIGN KEY ("advertiser_user_id") REFERENCES "public"."advertisers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_device_days" ADD CONSTRAINT "revenue_device_days_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_reports" ADD CONSTRAINT "revenue_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_reports" ADD CONSTRAINT "revenue_reports_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_advertiser_idx" ON "campaigns" USING btree ("advertiser_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_reports_device_report_uq" ON "revenue_reports" USING btree ("device_id","report_id");--> statement-breakpoint
CREATE INDEX "revenue_reports_user_day_idx" ON "revenue_reports" USING btree ("user_id","day");