ALTER TABLE "balance_entries" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "payment_amount" integer;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "payment_date" date;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_payment_amount_check" CHECK ("user_plans"."payment_amount" is null or "user_plans"."payment_amount" >= 0);--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_payment_method_check" CHECK ("user_plans"."payment_method" is null or "user_plans"."payment_method" in ('cash', 'card', 'transfer', 'other'));