CREATE TABLE "service_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"category" varchar(16) DEFAULT '' NOT NULL,
	"target_type" varchar(16) DEFAULT '' NOT NULL,
	"target_id" integer DEFAULT 0 NOT NULL,
	"target_name" varchar(200) DEFAULT '' NOT NULL,
	"target_owner_id" integer DEFAULT 0 NOT NULL,
	"subject" varchar(80) DEFAULT '' NOT NULL,
	"content" varchar(1000) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" varchar(64) DEFAULT '' NOT NULL,
	"state" varchar(16) NOT NULL,
	"reply" varchar(1000) DEFAULT '' NOT NULL,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_kind_check" CHECK ("service_requests"."kind" in ('feedback', 'complaint', 'consultation'))
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_requests_user_kind_idx" ON "service_requests" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "service_requests_kind_state_idx" ON "service_requests" USING btree ("kind","state","id");--> statement-breakpoint
CREATE INDEX "service_requests_target_idx" ON "service_requests" USING btree ("target_type","target_id");