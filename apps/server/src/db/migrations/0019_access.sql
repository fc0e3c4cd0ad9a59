CREATE TABLE "member_roles" (
	"user_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"granted_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "kind" varchar(16) DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_type" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_id" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "member_roles" ADD CONSTRAINT "member_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_roles_role_idx" ON "member_roles" USING btree ("role");--> statement-breakpoint
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
UPDATE "audit_log" SET "target_type" = split_part("target", ':', 1), "target_id" = substr("target", length(split_part("target", ':', 1)) + 2) WHERE "target" ~ '^[a-z_]+:.+$';--> statement-breakpoint
UPDATE "audit_log" SET "reason" = "detail"->>'reason' WHERE jsonb_typeof("detail"->'reason') = 'string';--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
INSERT INTO "member_roles" ("user_id", "role") SELECT "id", "role" FROM "users" WHERE "role" IN ('merchant', 'admin') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "member_roles" ("user_id", "role") SELECT "user_id", 'advertiser' FROM "advertisers" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";