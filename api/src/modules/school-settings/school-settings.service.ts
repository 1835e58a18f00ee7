import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { EMPTY_SCHEDULE, type SchoolSettings, type WorkingSchedule, type schoolGeneralInputSchema } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../lib/app-error.js';
import { createFilesService, fileUrl, type Upload } from '../files/index.js';
import { findSchool } from '../schools/index.js';
import { schools, type SchoolRow } from '../schools/index.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { schoolScope } from '../../lib/school-scope.js';

type GeneralInput = z.output<typeof schoolGeneralInputSchema>;

export function presentSchoolSettings(row: SchoolRow): SchoolSettings {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    website: row.website,
    country: row.country,
    address: row.address,
    timezone: row.timezone,
    logo: fileUrl(row.logoKey),
    schedule: row.schedule ?? EMPTY_SCHEDULE,
  };
}

type SchoolChanges = Partial<Pick<SchoolRow, 'name' | 'email' | 'phone' | 'website' | 'country' | 'address' | 'timezone' | 'logoKey'>> & {
  schedule?: WorkingSchedule;
};

/** The school of the token, never another: the id comes from the signed-in user's context. */
async function updateSchool(tx: Database, schoolId: string, changes: SchoolChanges): Promise<SchoolRow> {
  const [row] = await tx
    .update(schools)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(schools.id, schoolId))
    .returning();
  // The school was there when the token was checked; only a school deleted since then gets here.
  if (!row) throw unauthorized();
  return row;
}

/** School settings (general, schedule, logo); who may call it is decided by the routes (docs/decisions/admin-access.md). */
export function createSchoolSettingsService(app: FastifyInstance) {
  const files = createFilesService(app.storage, app.log);
  const inSchool = schoolScope(app.db);

  async function current(tx: Database, schoolId: string): Promise<SchoolRow> {
    const row = await findSchool(tx, schoolId);
    if (!row) throw unauthorized();
    return row;
  }

  return {
    get: (auth: AuthContext) => inSchool(auth, async (tx, schoolId) => presentSchoolSettings(await current(tx, schoolId))),

    updateGeneral: (auth: AuthContext, input: GeneralInput) =>
      inSchool(auth, async (tx, schoolId) =>
        presentSchoolSettings(
          await updateSchool(tx, schoolId, {
            name: input.name,
            email: input.email ?? null,
            phone: input.phone ?? null,
            website: input.website ?? null,
            country: input.country ?? null,
            address: input.address ?? null,
            timezone: input.timezone ?? null,
          }),
        ),
      ),

    updateSchedule: (auth: AuthContext, schedule: WorkingSchedule) =>
      inSchool(auth, async (tx, schoolId) => presentSchoolSettings(await updateSchool(tx, schoolId, { schedule }))),

    async replaceLogo(auth: AuthContext, receive: () => Promise<Upload>): Promise<SchoolSettings> {
      const upload = await receive();
      const { settings, previous } = await inSchool(auth, async (tx, schoolId) => {
        const before = await current(tx, schoolId);
        const key = await files.store(tx, schoolId, upload);
        const row = await updateSchool(tx, schoolId, { logoKey: key });
        if (before.logoKey) await files.forget(tx, schoolId, before.logoKey);
        return { settings: presentSchoolSettings(row), previous: before.logoKey };
      });
      await files.purge([previous]);
      return settings;
    },

    async deleteLogo(auth: AuthContext): Promise<SchoolSettings> {
      const { settings, previous } = await inSchool(auth, async (tx, schoolId) => {
        const before = await current(tx, schoolId);
        const row = await updateSchool(tx, schoolId, { logoKey: null });
        if (before.logoKey) await files.forget(tx, schoolId, before.logoKey);
        return { settings: presentSchoolSettings(row), previous: before.logoKey };
      });
      await files.purge([previous]);
      return settings;
    },
  };
}
