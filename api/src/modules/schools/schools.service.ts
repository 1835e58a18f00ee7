import type { School } from '@school/shared/contracts';
import { fileUrl } from '../files/index.js';
import type { SchoolRow } from './schools.table.js';

export function presentSchool(row: SchoolRow): School {
  return { id: row.id, name: row.name, logo: fileUrl(row.logoKey) };
}
