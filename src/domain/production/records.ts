import { z } from 'zod';
import { count } from '../schemas/replies';

// What the packing lists answer of their crates (issue 30; src/domain/production/crates.ts assigns them).

/** Consecutive crates of one product for one shop: crates `from`..`to`, `quantity` units in all. */
export const crateRunRecord = z.object({
  product_id: count,
  name: z.string(),
  from: count,
  to: count,
  quantity: count,
  per_crate: count,
  /** Units in the run's last crate: `per_crate` when it is full. */
  last_units: count,
});
export type CrateRun = z.infer<typeof crateRunRecord>;
