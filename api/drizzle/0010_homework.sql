CREATE TABLE "homework" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_number_check" CHECK ("homework"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "homework_counters" (
	"class_id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_exercises" (
	"school_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"homework_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_exercises_homework_id_exercise_id_pk" PRIMARY KEY("homework_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "homework_statuses" (
	"school_id" uuid NOT NULL,
	"homework_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_statuses_homework_id_user_id_pk" PRIMARY KEY("homework_id","user_id"),
	CONSTRAINT "homework_statuses_status_check" CHECK ("homework_statuses"."status" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_counters" ADD CONSTRAINT "homework_counters_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_counters" ADD CONSTRAINT "homework_counters_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_exercises" ADD CONSTRAINT "homework_exercises_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_exercises" ADD CONSTRAINT "homework_exercises_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_exercises" ADD CONSTRAINT "homework_exercises_homework_id_homework_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_exercises" ADD CONSTRAINT "homework_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_statuses" ADD CONSTRAINT "homework_statuses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_statuses" ADD CONSTRAINT "homework_statuses_homework_id_homework_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_statuses" ADD CONSTRAINT "homework_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_statuses" ADD CONSTRAINT "homework_statuses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "homework_class_number_unique" ON "homework" USING btree ("class_id","number");--> statement-breakpoint
CREATE INDEX "homework_exercises_class_exercise_idx" ON "homework_exercises" USING btree ("class_id","exercise_id");--> statement-breakpoint
-- Homework tables are tenant tables: the same second wall as the others (0002_row_level_security.sql).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'school_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON "homework", "homework_counters", "homework_exercises", "homework_statuses" TO school_app;
  END IF;
EXCEPTION
  WHEN insufficient_privilege THEN RAISE NOTICE 'school_app grants skipped: %', SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE "homework" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "homework_tenant" ON "homework" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "homework_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "homework_counters_tenant" ON "homework_counters" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "homework_exercises" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "homework_exercises_tenant" ON "homework_exercises" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "homework_statuses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "homework_statuses_tenant" ON "homework_statuses" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);
