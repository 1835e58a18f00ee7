CREATE TABLE "dictionary_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"phrase" text NOT NULL,
	"translation" text NOT NULL,
	"custom_translation" text,
	"audio" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD CONSTRAINT "dictionary_entries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD CONSTRAINT "dictionary_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_entries_student_phrase_unique" ON "dictionary_entries" USING btree ("student_id","language",lower("phrase"));--> statement-breakpoint
CREATE INDEX "dictionary_entries_school_student_idx" ON "dictionary_entries" USING btree ("school_id","student_id","created_at");--> statement-breakpoint
-- The dictionary is a tenant table: the same second wall as the others (0002_row_level_security.sql).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'school_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON "dictionary_entries" TO school_app;
  END IF;
EXCEPTION
  WHEN insufficient_privilege THEN RAISE NOTICE 'school_app grants skipped: %', SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE "dictionary_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "dictionary_entries_tenant" ON "dictionary_entries" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);
