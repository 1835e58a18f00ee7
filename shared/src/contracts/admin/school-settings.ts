// School settings: GET/PUT school/general, PUT school/schedule, PUT school/avatar (logo upload),
// DELETE school/logo.
import * as z from 'zod/mini';
import { boundedText, LIMITS } from '../common.js';
import { optionalText, timezoneText } from './fields.js';
import { workingScheduleSchema } from './schedule.js';

export const schoolSettingsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  website: z.nullable(z.string()),
  country: z.nullable(z.string()),
  address: z.nullable(z.string()),
  timezone: z.nullable(z.string()),
  logo: z.nullable(z.string()),
  schedule: workingScheduleSchema,
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

const websiteText = () =>
  optionalText(LIMITS.textMax).check(z.refine((value) => !value || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), { error: 'admin.website' }));

/** PUT school/general. */
export const schoolGeneralInputSchema = z.object({
  name: boundedText(),
  email: optionalText(254).check(z.refine((value) => !value || z.safeParse(z.email(), value).success, { error: 'validation.email' })),
  phone: optionalText(40),
  website: websiteText(),
  country: optionalText(100),
  address: optionalText(LIMITS.textMax),
  timezone: timezoneText(),
});
export type SchoolGeneralInput = z.input<typeof schoolGeneralInputSchema>;

/** PUT school/schedule. */
export const schoolScheduleInputSchema = z.object({ schedule: workingScheduleSchema });
export type SchoolScheduleInput = z.input<typeof schoolScheduleInputSchema>;
