CREATE TABLE "class_lesson_access" (
	"school_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_lesson_access_class_id_lesson_id_pk" PRIMARY KEY("class_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "class_section_access" (
	"school_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"lesson_section_id" uuid NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_section_access_class_id_lesson_section_id_pk" PRIMARY KEY("class_id","lesson_section_id")
);
--> statement-breakpoint
ALTER TABLE "class_lesson_access" ADD CONSTRAINT "class_lesson_access_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lesson_access" ADD CONSTRAINT "class_lesson_access_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lesson_access" ADD CONSTRAINT "class_lesson_access_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lesson_access" ADD CONSTRAINT "class_lesson_access_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_section_access" ADD CONSTRAINT "class_section_access_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_section_access" ADD CONSTRAINT "class_section_access_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_section_access" ADD CONSTRAINT "class_section_access_lesson_section_id_lesson_sections_id_fk" FOREIGN KEY ("lesson_section_id") REFERENCES "public"."lesson_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_section_access" ADD CONSTRAINT "class_section_access_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_lesson_access_lesson_idx" ON "class_lesson_access" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "class_section_access_section_idx" ON "class_section_access" USING btree ("lesson_section_id");--> statement-breakpoint
-- Tenant tables: the same second wall as the others (0002_row_level_security.sql).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'school_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON "class_lesson_access", "class_section_access" TO school_app;
  END IF;
EXCEPTION
  WHEN insufficient_privilege THEN RAISE NOTICE 'school_app grants skipped: %', SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE "class_lesson_access" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "class_lesson_access_tenant" ON "class_lesson_access" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "class_section_access" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "class_section_access_tenant" ON "class_section_access" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);
