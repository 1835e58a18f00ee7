// Paged, sorted lists of the administration.
import * as z from 'zod/mini';
import { limit, page } from './fields.js';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const pageQuerySchema = z.object({ page: page(), limit: limit() });
