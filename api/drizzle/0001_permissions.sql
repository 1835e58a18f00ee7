-- The permission catalogue is fixed by the spec; user interfaces translate by key, `name` is the English label.
INSERT INTO "permissions" ("key", "name") VALUES
  ('teacher', 'Teacher'),
  ('admin-access', 'Admin access'),
  ('users-management', 'Users management'),
  ('courses-management', 'Courses management')
ON CONFLICT ("key") DO UPDATE SET "name" = EXCLUDED."name";
