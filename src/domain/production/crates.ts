import type { CrateRun } from './records';

// Issue 30's crates on the packing lists. Pure: no zod, no database; the server assigns them
// (server/services/packingLists.ts) and the unit tests pin the numbering (tests/unit/crates.test.ts).
//
// Rules (decided): a crate holds one product, at most the product's units per crate; a line of q units
// takes ceil(q / per crate) crates, all full but the last. A product without a per-crate figure (a cake
// box) goes loose: it is on the shop's lines and in no crate. Crates are numbered per van in loading
// order, which is the route backwards: the last shop's crates are loaded first and get the first numbers,
// the first shop's are loaded last, stand at the door and come out first. Within a shop the crates follow
// its lines' order.

export interface CrateLine {
  product_id: number;
  name: string;
  quantity: number;
  /** Units one crate holds; null: the product does not go in crates. */
  per_crate: number | null;
}

/** A van's crates: per shop (route order, as given) its runs, and the van's count. */
type VanCrates = { shops: CrateRun[][]; crate_count: number };

/** How many crates `quantity` units fill, `perCrate` to a crate. */
function cratesFor(quantity: number, perCrate: number): number {
  return quantity > 0 ? Math.ceil(quantity / perCrate) : 0;
}

/**
 * Numbers one van's crates. `shops` is the van's shops in route order, each with its lines; the answer
 * keeps that order and numbers from the last shop backwards (see the rules above).
 */
export function assignCrates(shops: readonly (readonly CrateLine[])[]): VanCrates {
  const out: CrateRun[][] = shops.map(() => []);
  let next = 1;
  for (let index = shops.length - 1; index >= 0; index--) {
    for (const line of shops[index]!) {
      // Loose: no per-crate figure, or nothing to carry.
      if (line.per_crate === null || line.per_crate <= 0 || line.quantity <= 0) continue;
      const count = cratesFor(line.quantity, line.per_crate);
      out[index]!.push({
        product_id: line.product_id,
        name: line.name,
        from: next,
        to: next + count - 1,
        quantity: line.quantity,
        per_crate: line.per_crate,
        last_units: line.quantity - line.per_crate * (count - 1),
      });
      next += count;
    }
  }
  return { shops: out, crate_count: next - 1 };
}
