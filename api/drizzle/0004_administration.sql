CREATE TABLE "balance_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"user_plan_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_entries_type_check" CHECK ("balance_entries"."type" in ('manual', 'auto', 'lessonCompleted', 'lessonRefund', 'expired')),
	CONSTRAINT "balance_entries_amount_check" CHECK ("balance_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"school_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"lessons" integer NOT NULL,
	"price" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "plan_packs_lessons_check" CHECK ("plan_packs"."lessons" > 0),
	CONSTRAINT "plan_packs_price_check" CHECK ("plan_packs"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_status_check" CHECK ("plans"."status" in ('active', 'inactive')),
	CONSTRAINT "plans_duration_check" CHECK ("plans"."duration_minutes" > 0),
	CONSTRAINT "plans_validity_check" CHECK ("plans"."validity_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"storage_key" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_documents_type_check" CHECK ("user_documents"."type" in ('public', 'private'))
);
--> statement-breakpoint
CREATE TABLE "user_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid,
	"plan_pack_id" uuid,
	"plan_name" text NOT NULL,
	"lessons" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"validity_days" integer NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_plans_status_check" CHECK ("user_plans"."status" in ('active', 'inactive', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_user_plan_id_user_plans_id_fk" FOREIGN KEY ("user_plan_id") REFERENCES "public"."user_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_packs" ADD CONSTRAINT "plan_packs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_packs" ADD CONSTRAINT "plan_packs_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_plan_pack_id_plan_packs_id_fk" FOREIGN KEY ("plan_pack_id") REFERENCES "public"."plan_packs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_entries_user_idx" ON "balance_entries" USING btree ("school_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "balance_entries_user_plan_idx" ON "balance_entries" USING btree ("user_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_one_expiry" ON "balance_entries" USING btree ("user_plan_id") WHERE "balance_entries"."type" = 'expired';--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_school_name_unique" ON "groups" USING btree ("school_id",lower("name"));--> statement-breakpoint
CREATE INDEX "plan_packs_plan_idx" ON "plan_packs" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plans_school_idx" ON "plans" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "user_documents_user_idx" ON "user_documents" USING btree ("school_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_plans_user_idx" ON "user_plans" USING btree ("school_id","user_id");--> statement-breakpoint
CREATE INDEX "user_plans_expiry_idx" ON "user_plans" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_school_role_name_idx" ON "users" USING btree ("school_id","role",lower("first_name"),lower("last_name"));
--> statement-breakpoint
-- The new tenant tables get the same second wall as the others (0002_row_level_security.sql).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'school_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON "groups", "group_members", "plans", "plan_packs", "user_plans", "user_documents" TO school_app;
    -- The ledger is append-only for requests: entries are written, never edited or removed.
    GRANT SELECT, INSERT ON "balance_entries" TO school_app;
  END IF;
EXCEPTION
  WHEN insufficient_privilege THEN RAISE NOTICE 'school_app grants skipped: %', SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE "groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "group_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "groups_tenant" ON "groups" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "group_members_tenant" ON "group_members" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "user_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "plan_packs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "balance_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "user_documents_tenant" ON "user_documents" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "plans_tenant" ON "plans" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "plan_packs_tenant" ON "plan_packs" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_plans_tenant" ON "user_plans" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "balance_entries_tenant" ON "balance_entries" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
-- Users search (docs/decisions/admin-users-search.md): a trigram GIN index on the one expression the
-- list query searches, so `like '%term%'` stays an index scan at 100,000 users. pg_trgm is a trusted
-- extension (a database owner may create it); where it cannot be created, search still works by a
-- sequential scan and the notice says why.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin (
    (lower("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops
  );
EXCEPTION
  WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
    RAISE NOTICE 'pg_trgm unavailable, users search runs without its index: %', SQLERRM;
END
$$;
