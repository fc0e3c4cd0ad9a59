DROP INDEX "goods_sales_idx";--> statement-breakpoint
DROP INDEX "goods_price_idx";--> statement-breakpoint
CREATE INDEX "goods_created_idx" ON "goods" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("status","sales","id");--> statement-breakpoint
CREATE INDEX "goods_price_idx" ON "goods" USING btree ("status","price_minor","id");