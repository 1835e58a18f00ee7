-- Row-level security: a second wall behind the school filter of every repository query.
-- Requests act as the role `school_app` (SET LOCAL ROLE per transaction) with `app.school_id`
-- set to the token's school; the connecting owner role keeps full access for migrations,
-- demo data and the few look-ups that cross schools (sign-in by e-mail, reset tokens, public files).
-- Roles are cluster-wide: creating one may race with another database of the same server, and a
-- server user without CREATEROLE cannot create it at all; the API then checks membership at start
-- and falls back to query scoping alone.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'school_app') THEN
    CREATE ROLE school_app NOLOGIN;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
  WHEN insufficient_privilege THEN RAISE NOTICE 'school_app role not created: %', SQLERRM;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'school_app') THEN
    IF NOT pg_has_role(current_user, 'school_app', 'MEMBER') THEN
      EXECUTE format('GRANT school_app TO %I', current_user);
    END IF;
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO school_app', current_schema());
    GRANT SELECT ON "permissions" TO school_app;
    GRANT SELECT, UPDATE ON "schools" TO school_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON "users", "user_permissions", "password_reset_tokens", "courses", "files" TO school_app;
  END IF;
EXCEPTION
  WHEN insufficient_privilege THEN RAISE NOTICE 'school_app grants skipped: %', SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE "schools" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_permissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "courses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "schools_tenant" ON "schools" TO school_app
  USING ("id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "users_tenant" ON "users" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "user_permissions_tenant" ON "user_permissions" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "password_reset_tokens_tenant" ON "password_reset_tokens" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "courses_tenant" ON "courses" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "files_tenant" ON "files" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);
