-- Users search at 100,000 users, continued (docs/decisions/admin-users-search.md, issue 24).
--
-- The searched text becomes a stored generated column, `users.search_text`, computed once per write
-- instead of on every row a search reads: the `lower(...)` of the name, the e-mail and the phone's
-- digits (the expression of migration 0015, unchanged). The trigram index `users_search_trgm_idx`
-- now indexes that column, and the search functions read it. Also: a covering name index for an
-- index-only walk in name order (`users_search_walk_idx`), and `users_search_first`, which counts a
-- search up to the cap and returns its first page in one pass. A broad term whose matches are
-- read through the index and sorted (users_search_page) rechecks each candidate against a stored
-- value instead of rebuilding it with `regexp_replace`; the walk in name order and the capped
-- count read the column too. The column is not in the Drizzle schema on purpose: no `select` of
-- users carries it; only the search reads it (user-admin.repository.ts `searchText`).
DROP INDEX IF EXISTS "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "search_text" text GENERATED ALWAYS AS (
  lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce(regexp_replace("phone", '[^0-9]+', '', 'g'), ''))
) STORED;--> statement-breakpoint
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
EXCEPTION
  WHEN insufficient_privilege OR undefined_file OR feature_not_supported OR undefined_object THEN
    RAISE NOTICE 'pg_trgm unavailable, users search runs without its index: %', SQLERRM;
END
$$;--> statement-breakpoint
-- The walk of a broad search in name order (user-admin.repository.ts `listUsers`) reads the list's
-- name index in order and keeps the rows whose search text matches. This index holds everything that
-- walk and its filters read (the names under the `lower(...)` keys, the status, the search text), so
-- PostgreSQL answers it by an index-only scan: no table row is visited, about a third of a
-- microsecond per row walked, and the walk can go ten times as far before it gives up.
CREATE INDEX IF NOT EXISTS "users_search_walk_idx" ON "users" ("school_id", "role", lower("first_name"), lower("last_name"), "id")
  INCLUDE ("first_name", "last_name", "status", "search_text");--> statement-breakpoint
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
  RETURN QUERY EXECUTE
    'select id from users
      where school_id = $1
        and ($2::text is null or role = $2)
        and ($3::text is null or status = $3)
        and search_text like $4
      limit $5'
    USING school, only_role, only_status, pattern, max_rows;
END
$fn$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_search_page"(pattern text, only_role text, only_status text, sort_key text, descending boolean, page_size integer, skip integer)
RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = public, pg_temp
SET enable_indexscan = off
SET enable_seqscan = off
SET jit = off
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
        and search_text like $4
      order by ' || ordering || ', id' || dir || '
      limit $5 offset $6'
    USING school, only_role, only_status, pattern, page_size, skip;
END
$fn$;
--> statement-breakpoint
-- The first reading of a search: up to `max_rows` of the school's matches (through the trigram index
-- when the term is rare), counted, and one page of them in the list's order, in one pass. Each row
-- carries the count; a page past the end is one row with a null id and the count. A count of
-- `max_rows` means "more than the cap": the list then reads the page another way.
CREATE OR REPLACE FUNCTION "users_search_first"(pattern text, only_role text, only_status text, sort_key text, descending boolean, page_size integer, skip integer, max_rows integer)
RETURNS TABLE (id uuid, total integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = public, pg_temp
SET jit = off
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
    WHEN 'name' THEN 'lower(m.first_name)' || dir || ', lower(m.last_name)' || dir
    WHEN 'email' THEN 'm.email' || dir
    WHEN 'createdAt' THEN 'm.created_at' || dir
    WHEN 'status' THEN 'm.status' || dir || ', lower(m.first_name)' || dir || ', lower(m.last_name)' || dir
  END;
  IF ordering IS NULL THEN
    RAISE EXCEPTION 'unknown sort %', sort_key USING ERRCODE = '22023';
  END IF;
  RETURN QUERY EXECUTE
    'select m.id, (count(*) over ())::integer from (
       select u.id, u.first_name, u.last_name, u.email, u.created_at, u.status from users u
        where u.school_id = $1
          and ($2::text is null or u.role = $2)
          and ($3::text is null or u.status = $3)
          and u.search_text like $4
        limit $5) m
      order by ' || ordering || ', m.id' || dir || '
      limit $6 offset $7'
    USING school, only_role, only_status, pattern, max_rows, page_size, skip;
  IF NOT FOUND THEN
    RETURN QUERY EXECUTE
      'select null::uuid, count(*)::integer from (
         select 1 from users u
          where u.school_id = $1
            and ($2::text is null or u.role = $2)
            and ($3::text is null or u.status = $3)
            and u.search_text like $4
          limit $5) m'
      USING school, only_role, only_status, pattern, max_rows;
  END IF;
END
$fn$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "users_search_first"(text, text, text, text, boolean, integer, integer, integer) FROM PUBLIC;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'school_app') THEN
    GRANT EXECUTE ON FUNCTION "users_search_first"(text, text, text, text, boolean, integer, integer, integer) TO school_app;
  END IF;
END
$$;
