ALTER TABLE "goods_comments" ADD COLUMN "reply" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD COLUMN "replied_at" timestamp with time zone;