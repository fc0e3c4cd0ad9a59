-- Trigram indexes make substring search on titles and shop names fast (pg_trgm is a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"module" varchar(16) NOT NULL,
	"type" varchar(8) NOT NULL,
	"media" varchar(255) NOT NULL,
	"url" varchar(255) DEFAULT '' NOT NULL,
	"category_id" bigint,
	"weigh" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category" varchar(32) NOT NULL,
	"title" varchar(120) NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" bigint DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"is_nav" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footprints" (
	"user_id" integer NOT NULL,
	"goods_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footprints_user_id_goods_id_pk" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"title" varchar(120) NOT NULL,
	"image" varchar(255) NOT NULL,
	"images" jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"price_minor" bigint NOT NULL,
	"market_price_minor" bigint NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"praise" integer DEFAULT 0 NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"content" varchar(1000) NOT NULL,
	"images" jsonb NOT NULL,
	"sku" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_comments_score_check" CHECK ("goods_comments"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "goods_follows" (
	"user_id" integer NOT NULL,
	"goods_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_follows_user_id_goods_id_pk" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods_skus" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"difference" jsonb NOT NULL,
	"price_minor" bigint NOT NULL,
	"market_price_minor" bigint NOT NULL,
	"stock" integer NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_skus_stock_check" CHECK ("goods_skus"."stock" >= 0),
	CONSTRAINT "goods_skus_price_check" CHECK ("goods_skus"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "goods_spus" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"name" varchar(32) NOT NULL,
	"items" jsonb NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"user_id" integer NOT NULL,
	"keyword" varchar(64) NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_history_user_id_keyword_pk" PRIMARY KEY("user_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"keyword" varchar(64) PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"hot" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_follows" (
	"user_id" integer NOT NULL,
	"shop_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_follows_user_id_shop_id_pk" PRIMARY KEY("user_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shopname" varchar(32) NOT NULL,
	"avatar" varchar(255) DEFAULT '' NOT NULL,
	"banner" varchar(255) DEFAULT '' NOT NULL,
	"bio" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"city" varchar(64) DEFAULT '' NOT NULL,
	"is_self" boolean DEFAULT false NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_follows" ADD CONSTRAINT "goods_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_follows" ADD CONSTRAINT "goods_follows_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_spus" ADD CONSTRAINT "goods_spus_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "categories_pid_idx" ON "categories" USING btree ("pid","weigh");--> statement-breakpoint
CREATE INDEX "footprints_user_idx" ON "footprints" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "goods_title_trgm" ON "goods" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "goods_shop_idx" ON "goods" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("status","sales");--> statement-breakpoint
CREATE INDEX "goods_price_idx" ON "goods" USING btree ("status","price_minor");--> statement-breakpoint
CREATE INDEX "goods_weigh_idx" ON "goods" USING btree ("status","weigh","id");--> statement-breakpoint
CREATE INDEX "goods_comments_goods_idx" ON "goods_comments" USING btree ("goods_id","id");--> statement-breakpoint
CREATE INDEX "goods_skus_goods_idx" ON "goods_skus" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "goods_spus_goods_idx" ON "goods_spus" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_shopname_key" ON "shops" USING btree ("shopname");--> statement-breakpoint
CREATE INDEX "shops_shopname_trgm" ON "shops" USING gin ("shopname" gin_trgm_ops);