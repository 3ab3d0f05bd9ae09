DROP INDEX "orders_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_shipping_email_idx" ON "orders" USING btree (lower("shipping_email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_shipping_name_idx" ON "orders" USING gin (to_tsvector('simple', "shipping_name"));--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING gin (to_tsvector('simple', coalesce("first_name", '') || ' ' || coalesce("last_name", '')));--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);