CREATE TABLE "class_answers" (
	"school_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"revision" bigint NOT NULL,
	"score" jsonb,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_answers_class_id_student_id_exercise_id_pk" PRIMARY KEY("class_id","student_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "class_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"author_id" uuid,
	"recipient_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_events" (
	"school_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"member_ids" uuid[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_events_class_id_id_pk" PRIMARY KEY("class_id","id")
);
--> statement-breakpoint
CREATE TABLE "class_hidden_exercises" (
	"school_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_hidden_exercises_class_id_exercise_id_pk" PRIMARY KEY("class_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "class_lesson_charges" (
	"school_id" uuid NOT NULL,
	"class_lesson_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"charged" boolean NOT NULL,
	"balance_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_lesson_charges_class_lesson_id_student_id_pk" PRIMARY KEY("class_lesson_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "class_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"teacher_id" uuid,
	"student_id" uuid,
	"group_id" uuid,
	"school_plan_id" uuid,
	"room_url" text,
	"event_seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_type_check" CHECK ("classes"."type" in ('personal', 'group'))
);
--> statement-breakpoint
ALTER TABLE "class_answers" ADD CONSTRAINT "class_answers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_answers" ADD CONSTRAINT "class_answers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_answers" ADD CONSTRAINT "class_answers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_answers" ADD CONSTRAINT "class_answers_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_comments" ADD CONSTRAINT "class_comments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_comments" ADD CONSTRAINT "class_comments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_comments" ADD CONSTRAINT "class_comments_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_comments" ADD CONSTRAINT "class_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_comments" ADD CONSTRAINT "class_comments_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_events" ADD CONSTRAINT "class_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_events" ADD CONSTRAINT "class_events_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hidden_exercises" ADD CONSTRAINT "class_hidden_exercises_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hidden_exercises" ADD CONSTRAINT "class_hidden_exercises_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_hidden_exercises" ADD CONSTRAINT "class_hidden_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lesson_charges" ADD CONSTRAINT "class_lesson_charges_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lesson_charges" ADD CONSTRAINT "class_lesson_charges_class_lesson_id_class_lessons_id_fk" FOREIGN KEY ("class_lesson_id") REFERENCES "public"."class_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lesson_charges" ADD CONSTRAINT "class_lesson_charges_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lesson_charges" ADD CONSTRAINT "class_lesson_charges_balance_entry_id_balance_entries_id_fk" FOREIGN KEY ("balance_entry_id") REFERENCES "public"."balance_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lessons" ADD CONSTRAINT "class_lessons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lessons" ADD CONSTRAINT "class_lessons_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_lessons" ADD CONSTRAINT "class_lessons_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_plan_id_plans_id_fk" FOREIGN KEY ("school_plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_answers_exercise_idx" ON "class_answers" USING btree ("class_id","exercise_id");--> statement-breakpoint
CREATE INDEX "class_comments_exercise_idx" ON "class_comments" USING btree ("class_id","exercise_id","created_at");--> statement-breakpoint
CREATE INDEX "class_events_created_idx" ON "class_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "class_lessons_class_idx" ON "class_lessons" USING btree ("class_id","attached_at");--> statement-breakpoint
CREATE INDEX "classes_school_name_idx" ON "classes" USING btree ("school_id",lower("name"));--> statement-breakpoint
CREATE INDEX "classes_teacher_idx" ON "classes" USING btree ("school_id","teacher_id");--> statement-breakpoint
CREATE INDEX "classes_student_idx" ON "classes" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "classes_group_idx" ON "classes" USING btree ("group_id");
--> statement-breakpoint
-- The classroom's tenant tables get the same second wall as the others (0002_row_level_security.sql).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'school_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON "classes", "class_lessons", "class_answers", "class_hidden_exercises", "class_comments", "class_events", "class_lesson_charges" TO school_app;
  END IF;
EXCEPTION
  WHEN insufficient_privilege THEN RAISE NOTICE 'school_app grants skipped: %', SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE "classes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "classes_tenant" ON "classes" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "class_lessons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "class_lessons_tenant" ON "class_lessons" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "class_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "class_answers_tenant" ON "class_answers" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "class_hidden_exercises" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "class_hidden_exercises_tenant" ON "class_hidden_exercises" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "class_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "class_comments_tenant" ON "class_comments" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "class_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "class_events_tenant" ON "class_events" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "class_lesson_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "class_lesson_charges_tenant" ON "class_lesson_charges" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);
