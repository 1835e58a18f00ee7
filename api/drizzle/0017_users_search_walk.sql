-- Users search at 100,000 users, continued (docs/decisions/admin-users-search.md, issue 24).
--
-- The walk of a broad search in the list's order (user-admin.repository.ts `listUsers`) becomes an
-- owner function like the other search functions. Run as the tenant role, row-level security put a
-- projection over the index-only scan of `users_search_walk_idx` that computed `lower(...)` of both
-- names again for every row walked: 16-17 ms for the 30,000 rows of a name that sorts late, against
-- 9-10 ms for the same walk as the owner, which reads them from the index. The function applies the
-- school itself, from the same setting the policies read, as `users_search_ids` does.
CREATE OR REPLACE FUNCTION "users_search_walk"(pattern text, only_role text, only_status text, sort_key text, descending boolean, walk_rows integer, page_size integer, skip integer)
RETURNS SETOF uuid
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
    WHEN 'name' THEN 'lower(first_name)' || dir || ', lower(last_name)' || dir
    WHEN 'email' THEN 'email' || dir
    WHEN 'createdAt' THEN 'created_at' || dir
    WHEN 'status' THEN 'status' || dir || ', lower(first_name)' || dir || ', lower(last_name)' || dir
  END;
  IF ordering IS NULL THEN
    RAISE EXCEPTION 'unknown sort %', sort_key USING ERRCODE = '22023';
  END IF;
  -- `offset 0` keeps the search out of the walk: the planner would otherwise take a common term
  -- for a rare one and read the trigram index and sort the school instead of walking in order.
  RETURN QUERY EXECUTE
    'select w.id from (
       select id, search_text from users
        where school_id = $1
          and ($2::text is null or role = $2)
          and ($3::text is null or status = $3)
        order by ' || ordering || ', id' || dir || '
        limit $4 offset 0) w
      where w.search_text like $5
      limit $6 offset $7'
    USING school, only_role, only_status, walk_rows, pattern, page_size, skip;
END
$fn$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "users_search_walk"(text, text, text, text, boolean, integer, integer, integer) FROM PUBLIC;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'school_app') THEN
    GRANT EXECUTE ON FUNCTION "users_search_walk"(text, text, text, text, boolean, integer, integer, integer) TO school_app;
  END IF;
END
$$;
