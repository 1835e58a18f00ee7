CREATE TABLE "schedule_event_charges" (
	"school_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"charged" boolean NOT NULL,
	"balance_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_event_charges_event_id_student_id_pk" PRIMARY KEY("event_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"series_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"meeting_link" text,
	"class_lesson_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_events_status_check" CHECK ("schedule_events"."status" in ('scheduled', 'completed', 'noShow', 'noShowCharge', 'canceled')),
	CONSTRAINT "schedule_events_duration_check" CHECK ("schedule_events"."duration_minutes" between 5 and 720)
);
--> statement-breakpoint
CREATE TABLE "schedule_feed_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_event_charges" ADD CONSTRAINT "schedule_event_charges_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_event_charges" ADD CONSTRAINT "schedule_event_charges_event_id_schedule_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."schedule_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_event_charges" ADD CONSTRAINT "schedule_event_charges_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_event_charges" ADD CONSTRAINT "schedule_event_charges_balance_entry_id_balance_entries_id_fk" FOREIGN KEY ("balance_entry_id") REFERENCES "public"."balance_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_class_lesson_id_class_lessons_id_fk" FOREIGN KEY ("class_lesson_id") REFERENCES "public"."class_lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_feed_tokens" ADD CONSTRAINT "schedule_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_feed_tokens" ADD CONSTRAINT "schedule_feed_tokens_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_events_school_starts_idx" ON "schedule_events" USING btree ("school_id","starts_at");--> statement-breakpoint
CREATE INDEX "schedule_events_class_starts_idx" ON "schedule_events" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "schedule_events_series_idx" ON "schedule_events" USING btree ("series_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_events_class_lesson_unique" ON "schedule_events" USING btree ("class_lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_feed_tokens_hash_unique" ON "schedule_feed_tokens" USING btree ("token_hash");--> statement-breakpoint
-- The schedule's tenant tables get the same second wall as the others (0002_row_level_security.sql).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'school_app') THEN
    GRANT SELECT, INSERT, UPDATE, DELETE ON "schedule_events", "schedule_event_charges", "schedule_feed_tokens" TO school_app;
  END IF;
EXCEPTION
  WHEN insufficient_privilege THEN RAISE NOTICE 'school_app grants skipped: %', SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE "schedule_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "schedule_events_tenant" ON "schedule_events" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "schedule_event_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "schedule_event_charges_tenant" ON "schedule_event_charges" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "schedule_feed_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "schedule_feed_tokens_tenant" ON "schedule_feed_tokens" TO school_app
  USING ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid)
  WITH CHECK ("school_id" = nullif(current_setting('app.school_id', true), '')::uuid);
