import { z } from 'zod';
import { validation } from '../messages';
import { settingsUpdateSchema } from '../settings';

// The bodies and queries of the system service calls of spec 000 section 7 (issue 27).

/** POST /maintenance/enable: the reason the banner shows beside its own words; required, so a stray call turns nothing on. */
export const maintenanceEnable = z.object({
  message: z.string({ error: validation.required }).trim().min(1, validation.required).max(300, validation.tooLong),
});

export const logsPurgeQuery = z.object({
  older_than_days: z.coerce
    .number({ error: validation.logsDaysRange })
    .int(validation.logsDaysRange)
    .min(1, validation.logsDaysRange)
    .max(3650, validation.logsDaysRange),
});

export const cacheClearQuery = z.object({ name: z.string().trim().max(60).optional() });

/** PUT /exchange-rates: the new rate (SYP per EUR), under the setting's own rule. */
export const exchangeRateUpdate = z.object({ rate: settingsUpdateSchema.shape.exchangeRate.unwrap() });

export const exchangeRateRecord = z.object({
  id: z.number().int(),
  rate: z.number(),
  effective_from: z.string(),
  set_by: z.number().int().nullable(),
  set_by_name: z.string().nullable(),
});
export const exchangeRateHistory = z.object({ current: z.number(), history: z.array(exchangeRateRecord) });
