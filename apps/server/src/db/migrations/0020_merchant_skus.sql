ALTER TABLE "goods_skus" ADD COLUMN "code" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD COLUMN "removed_at" timestamp with time zone;