import { sql, type SQL } from 'drizzle-orm';
import type { AdminUser, PaginationMeta } from '@school/shared/contracts';
import { readRows } from '../../db/client.js';
import { DATABASES, body, signInCast, useTestApp } from '../../test/harness.js';
import { SEARCH_COUNT_CAP, searchPattern } from './user-admin.repository.js';

type Page = { data: AdminUser[]; meta: PaginationMeta };

/**
 * The users search at more users than it counts (docs/decisions/admin-users-search.md): 7,200 more
 * students in Demo School, half "Anna Bulk<n>" and half "Zoryana Bulk<n>", e-mails
 * pupil<n>@bulk.test. "Anna" is dense at the head of the name order; "Zoryana" sits behind all
 * 3,600 Annas. In name order a page's walk (an index-only scan, migration 0016) reaches them; the
 * other way of reading a broad search's page (users_search_page, through the trigram index) is
 * called directly, and runs from the list in the other orders.
 */
describe.each(DATABASES)('users search at scale on %s', (kind) => {
  const t = useTestApp(kind);
  let admin = '';
  let other = '';
  let schoolId = '';

  beforeAll(async () => {
    const cast = await signInCast(t, { admin: 'admin@demo.test', other: 'admin@other.test' });
    admin = cast.tokens.admin;
    other = cast.tokens.other;
    const [school] = readRows<{ id: string }>(await t.app.db.system.execute(sql`select id from schools where name = 'Demo School'`));
    schoolId = school?.id ?? '';
    await t.app.db.system.execute(sql`
      insert into users (school_id, email, password_hash, first_name, last_name, role, status)
      select ${schoolId}, 'pupil' || g || '@bulk.test', 'not-a-password',
             case when g % 2 = 0 then 'Anna' else 'Zoryana' end, 'Bulk' || g, 'member',
             case when g % 3 = 0 then 'inactive' else 'active' end
      from generate_series(1, 7200) g`);
    // And 1,100 staff, one in a hundred of them a teacher.
    await t.app.db.system.execute(sql`
      insert into users (school_id, email, password_hash, first_name, last_name, role)
      select ${schoolId}, 'staff' || g || '@bulk.test', 'not-a-password', 'Taisa', 'Staffbulk' || g, 'staff'
      from generate_series(1, 1100) g`);
    await t.app.db.system.execute(sql`
      insert into user_permissions (school_id, user_id, permission_key)
      select school_id, id, 'teacher' from users where last_name like 'Staffbulk%' and substr(last_name, 10)::int % 100 = 0`);
    await t.app.db.system.execute(sql`analyze users`);
  });

  const list = async (query: string, token = admin): Promise<Page> => {
    const response = await t.request('GET', `/tenant/users?${query}`, { token });
    expect(response.statusCode).toBe(200);
    return body<Page>(response);
  };
  const ids = (page: Page) => page.data.map((user) => user.id);

  /** What the list must show, read plainly by the owner: every match of the term, in the list's order. */
  async function expected(term: string, where: SQL, order: SQL): Promise<string[]> {
    const rows = readRows<{ id: string }>(
      await t.app.db.system.execute(sql`
        select id from users
        where school_id = ${schoolId} and ${where}
          and lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(regexp_replace(phone, '[^0-9]+', '', 'g'), '')) like ${searchPattern(term)}
        order by ${order}`),
    );
    return rows.map((row) => row.id);
  }
  const byName = sql`lower(first_name), lower(last_name), id`;

  it('finds by first name, last name, e-mail and phone fragments, however the phone is typed', async () => {
    const created = await t.request('POST', '/tenant/users', {
      token: admin,
      body: { type: 'students', firstName: 'Yevheniia', lastName: 'Phonetest', email: 'yevheniia.p@demo.test', password: 'password-123', phone: '+380 (67) 123-45-67' },
    });
    expect(created.statusCode).toBe(201);
    for (const term of ['yevhen', 'PHONETEST', 'heniia phone', 'yevheniia.p@', '067 123', '6712345', '(67) 123-45', '+380671234567']) {
      const page = await list(`type=students&q=${encodeURIComponent(term)}`);
      expect({ term, names: page.data.map((user) => user.lastName), total: page.meta.pagination.total }).toEqual({ term, names: ['Phonetest'], total: 1 });
    }
    // Two digits are too few to be a phone search; letters with digits are searched as typed.
    expect((await list('q=67')).data.map((user) => user.lastName)).not.toContain('Phonetest');
    expect((await list('q=bulk7199')).data.map((user) => user.email)).toEqual(['pupil7199@bulk.test']);
  });

  it('counts every match up to the cap and pages through them in order, without overlaps or gaps', async () => {
    // "bulk1" matches Bulk1, Bulk10-19, Bulk100-199 and Bulk1000-1999: 1,111, over the cap among
    // everyone; the inactive students alone are 370 of them.
    const inactive = await expected('bulk1', sql`role = 'member' and status = 'inactive'`, byName);
    expect(inactive.length).toBe(369);
    const first = await list('type=students&status=inactive&q=bulk1&limit=100');
    expect(first.meta.pagination).toEqual({ total: 369, page: 1, limit: 100 });
    const pages = [first];
    for (const page of [2, 3, 4]) pages.push(await list(`type=students&status=inactive&q=bulk1&limit=100&page=${page}`));
    expect(pages.flatMap(ids)).toEqual(inactive);
    expect((await list('type=students&status=inactive&q=bulk1&limit=100&page=5')).data).toEqual([]);
  });

  it('says "more than" the cap for a broad search and still pages it in order, dense or sparse in the list order', async () => {
    for (const term of ['anna', 'zoryana', 'bulk.test']) {
      const all = await expected(term, sql`role = 'member'`, byName);
      expect(all.length).toBeGreaterThan(SEARCH_COUNT_CAP);
      const first = await list(`type=students&q=${term}&limit=25`);
      expect(first.meta.pagination).toEqual({ total: SEARCH_COUNT_CAP, page: 1, limit: 25, totalCapped: true });
      const second = await list(`type=students&q=${term}&limit=25&page=2`);
      const last = await list(`type=students&q=${term}&limit=25&page=${SEARCH_COUNT_CAP / 25}`);
      expect({ term, pages: [ids(first), ids(second), ids(last)] }).toEqual({
        term,
        pages: [all.slice(0, 25), all.slice(25, 50), all.slice(SEARCH_COUNT_CAP - 25, SEARCH_COUNT_CAP)],
      });
    }
  });

  it('keeps the other orders for a broad search', async () => {
    const byEmailDesc = await expected('zoryana', sql`role = 'member'`, sql`email desc, id desc`);
    expect(ids(await list('type=students&q=zoryana&sort=email&order=desc&limit=20&page=3'))).toEqual(byEmailDesc.slice(40, 60));
    const byStatus = await expected('anna', sql`role = 'member'`, sql`status, lower(first_name), lower(last_name), id`);
    expect(ids(await list('type=students&q=anna&sort=status&limit=20&page=2'))).toEqual(byStatus.slice(20, 40));
  });

  it('reads a sparse page through the index in the list order (users_search_page), both directions', async () => {
    // In name order the list walks 30,000 rows before it falls back to this function, more than this
    // school has: call it as the list does, for the school the policies see.
    const page = async (term: string, descending: boolean, size: number, skip: number) =>
      t.app.db.system.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.school_id', ${schoolId}, true)`);
        const rows = readRows<{ id: string }>(
          await tx.execute(sql`select id from users_search_page(${searchPattern(term)}, 'member', null, 'name', ${descending}, ${size}, ${skip}) as id`),
        );
        return rows.map((row) => row.id);
      });
    const ascending = await expected('zoryana', sql`role = 'member'`, byName);
    expect(await page('zoryana', false, 25, 0)).toEqual(ascending.slice(0, 25));
    expect(await page('zoryana', false, 25, 975)).toEqual(ascending.slice(975, 1000));
    const descending = await expected('anna', sql`role = 'member'`, sql`lower(first_name) desc, lower(last_name) desc, id desc`);
    expect(await page('anna', true, 20, 40)).toEqual(descending.slice(40, 60));
  });

  it('counts exactly when a rights filter leaves few of a broad search', async () => {
    const teachers = await list('type=teachers&q=staffbulk');
    expect(teachers.meta.pagination).toEqual({ total: 11, page: 1, limit: 10 });
    const holding = sql`role = 'staff' and exists (select 1 from user_permissions p where p.user_id = users.id and p.permission_key = 'teacher')`;
    const all = await expected('staffbulk', holding, byName);
    expect([...ids(teachers), ...ids(await list('type=teachers&q=staffbulk&page=2'))]).toEqual(all);
    expect((await list('type=teachers&q=demo.test')).meta.pagination).toEqual({ total: 3, page: 1, limit: 10 });
  });

  it('searches the signed-in school only, also past the cap', async () => {
    expect((await list('q=bulk.test', other)).meta.pagination).toEqual({ total: 0, page: 1, limit: 10 });
    expect((await list('q=anna', other)).data).toEqual([]);
  });
});
