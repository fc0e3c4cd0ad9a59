CREATE TABLE "coin_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coin_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"price_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_prices_positive" CHECK ("coin_prices"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "coins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unit" varchar(16) NOT NULL,
	"scale" smallint DEFAULT 4 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coins_scale_range" CHECK ("coins"."scale" between 0 and 8)
);
--> statement-breakpoint
ALTER TABLE "coin_prices" ADD CONSTRAINT "coin_prices_coin_id_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coin_prices_coin_at_uq" ON "coin_prices" USING btree ("coin_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "coins_symbol_uq" ON "coins" USING btree ("symbol");