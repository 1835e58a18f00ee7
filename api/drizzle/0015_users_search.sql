-- Users search at 100,000 users (docs/decisions/admin-users-search.md).
--
-- 1. The searched text now also holds the digits of the phone number, so "067 123" finds
--    "+380 (67) 123-45-67". The trigram index follows the new expression.
-- 2. `users_search_ids`: the ids of the current school's users whose text matches a `like`
--    pattern, at most `max_rows` of them. Requests run as `school_app` under row-level security,
--    and there PostgreSQL neither uses the trigram index nor the column statistics for `like`
--    (the operator is not leakproof, so it may not run before the policy). The function runs as
--    the table's owner, so the planner sees the statistics and can use the index, and it reads
--    the same `app.school_id` setting the policies read: it sees one school, as the policies do.
DROP INDEX IF EXISTS "users_search_trgm_idx";--> statement-breakpoint
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin (
    (lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce(regexp_replace("phone", '[^0-9]+', '', 'g'), ''))) gin_trgm_ops
  );
EXCEPTION
  WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
    RAISE NOTICE 'pg_trgm unavailable, users search runs without its index: %', SQLERRM;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_search_ids"(pattern text, only_role text, only_status text, max_rows integer)
RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = public, pg_temp
AS $fn$
DECLARE
  school uuid := nullif(current_setting('app.school_id', true), '')::uuid;
BEGIN
  IF school IS NULL THEN
    RETURN;
  END IF;
  -- EXECUTE plans with the values known: a pattern that matches half the school is read by a
  -- scan that stops at max_rows, a rare one through the trigram index.
  RETURN QUERY EXECUTE
    'select id from users
      where school_id = $1
        and ($2::text is null or role = $2)
        and ($3::text is null or status = $3)
        and lower(first_name || '' '' || last_name || '' '' || email || '' '' || coalesce(regexp_replace(phone, ''[^0-9]+'', '''', ''g''), '''')) like $4
      limit $5'
    USING school, only_role, only_status, pattern, max_rows;
END
$fn$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "users_search_ids"(text, text, text, integer) FROM PUBLIC;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'school_app') THEN
    GRANT EXECUTE ON FUNCTION "users_search_ids"(text, text, text, integer) TO school_app;
  END IF;
END
$$;
--> statement-breakpoint
-- One page of a search in the list's order, for a term whose matches are too sparse for walking the
-- list in its order (names starting late in the alphabet, say): the matches are read through the
-- trigram index (index and sequential scans are off for this function only), then sorted. The
-- orders are the users list's (user-admin.repository.ts `listOrder`); the id breaks ties.
CREATE OR REPLACE FUNCTION "users_search_page"(pattern text, only_role text, only_status text, sort_key text, descending boolean, page_size integer, skip integer)
RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = public, pg_temp
SET enable_indexscan = off
SET enable_seqscan = off
AS $fn$
DECLARE
  school uuid := nullif(current_setting('app.school_id', true), '')::uuid;
  dir text := CASE WHEN descending THEN ' desc' ELSE ' asc' END;
  ordering text;
BEGIN
  IF school IS NULL THEN
    RETURN;
  END IF;
  ordering := CASE sort_key
    WHEN 'name' THEN 'lower(first_name)' || dir || ', lower(last_name)' || dir
    WHEN 'email' THEN 'email' || dir
    WHEN 'createdAt' THEN 'created_at' || dir
    WHEN 'status' THEN 'status' || dir || ', lower(first_name)' || dir || ', lower(last_name)' || dir
  END;
  IF ordering IS NULL THEN
    RAISE EXCEPTION 'unknown sort %', sort_key USING ERRCODE = '22023';
  END IF;
  RETURN QUERY EXECUTE
    'select id from users
      where school_id = $1
        and ($2::text is null or role = $2)
        and ($3::text is null or status = $3)
        and lower(first_name || '' '' || last_name || '' '' || email || '' '' || coalesce(regexp_replace(phone, ''[^0-9]+'', '''', ''g''), '''')) like $4
      order by ' || ordering || ', id' || dir || '
      limit $5 offset $6'
    USING school, only_role, only_status, pattern, page_size, skip;
END
$fn$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "users_search_page"(text, text, text, text, boolean, integer, integer) FROM PUBLIC;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'school_app') THEN
    GRANT EXECUTE ON FUNCTION "users_search_page"(text, text, text, text, boolean, integer, integer) TO school_app;
  END IF;
END
$$;
