-- Groups own documents too: a document belongs to exactly one user or one group. Deleting the group
-- deletes its rows (the API removes their bytes after the commit). Row-level security and grants
-- are the table's already (0004).
ALTER TABLE "user_documents" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_documents" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_documents_group_idx" ON "user_documents" USING btree ("school_id","group_id","created_at");--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_one_owner_check" CHECK (num_nonnulls("user_documents"."user_id", "user_documents"."group_id") = 1);