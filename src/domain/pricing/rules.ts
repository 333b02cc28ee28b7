// The pricing rules the server applies and the screens preview (issue 30). Pure: no zod, no database.

/** Bulk price changes land on the nearest 5 cents. */
export const BULK_STEP_CENTS = 5;

const cents = (eur: number) => Math.round(eur * 100);

/** `eur` on the nearest multiple of 0.05 (half up: 1.025 → 1.05). */
export function roundToStep(eur: number, stepCents = BULK_STEP_CENTS): number {
  // Counted in steps with a hair added, so a half step stored a little below (1.025 is 1.02499… as a
  // float) still goes up; rounding to cents first would have made it 102 cents and then 1.00.
  const steps = Math.round((eur * 100) / stepCents + 1e-9);
  return (steps * stepCents) / 100;
}

/** The new catalogue price of a bulk change: a percentage or an amount, rounded to 0.05. */
export function bulkPrice(old: number, change: { percent?: number; amount?: number }): number {
  const raw = change.percent !== undefined ? old * (1 + change.percent / 100) : old + (change.amount ?? 0);
  return roundToStep(raw);
}

/**
 * The SYP price after the catalogue's EUR price moves from `oldEur` to `newEur` (decided, README
 * "Pricing"), wherever it moves (a bulk change, a change from a later day when its day comes, the product
 * form without a SYP price of its own):
 * - a product without a SYP price keeps none;
 * - a SYP price that followed the exchange rate (the old EUR price at `rate`, to the cent, as a new
 *   product gets it) is worked out again at the rate, so it keeps following it;
 * - a SYP price set by hand moves by the same factor as the EUR price, keeping its own relation to it.
 * Rounded to the cent, as every SYP price is (numeric(14,2), the product form and the create's default).
 */
export function sypAfterEurChange(oldSyp: number | null, oldEur: number, newEur: number, rate: number): number | null {
  if (oldSyp === null) return null;
  if (rate > 0 && cents(oldSyp) === Math.round(oldEur * rate * 100)) return Math.round(newEur * rate * 100) / 100;
  // Counted in cents, so that 1.80 → 1.85 on 17,000.00 is 17,472.22, not a float's neighbour of it.
  return Math.round((cents(oldSyp) * cents(newEur)) / cents(oldEur)) / 100;
}

export interface PriceRule {
  price_eur: number | null;
  discount_percent: number | null;
}

/** A shop's price from a rule: the list's price, or the catalogue price less the discount, to the cent. */
export function rulePrice(catalogue: number, rule: PriceRule): number {
  if (rule.price_eur !== null) return rule.price_eur;
  const discounted = Math.round(cents(catalogue) * (1 - (rule.discount_percent ?? 0) / 100)) / 100;
  return Math.max(discounted, 0.01);
}

export interface RankedRule extends PriceRule {
  /** How many shops its list is for: 1 is a shop's own list. */
  list_stores: number;
  /** A rule naming the product itself (true) or its category. */
  for_product: boolean;
  list_valid_from: string;
  list_id: number;
}

/**
 * Which rule prices a product for a shop when several lists apply (decided, see README "Pricing"): the
 * narrower list first (fewer shops: a shop's own list beats its group's), then within the same breadth
 * a rule for the product beats one for its category, then the list that started later, then the newer
 * list. Negative when `a` wins.
 */
export function compareRules(a: RankedRule, b: RankedRule): number {
  return (
    a.list_stores - b.list_stores ||
    Number(b.for_product) - Number(a.for_product) ||
    b.list_valid_from.localeCompare(a.list_valid_from) ||
    b.list_id - a.list_id
  );
}

/**
 * A variant's price for a shop (issue 30, decided; the one rule the server charges and the order forms
 * show): the variant's own catalogue price, less the discount (%) of the rule that prices its product for
 * that shop. A list's fixed price names the product's own price, not a size or weight of it, so it does not
 * apply to a variant: a variant under a fixed-price rule keeps its own price. `productRule` is the winning
 * rule of the product for the shop on the day (null when no list applies).
 */
export function variantPrice(variantCatalogue: number, productRule: { discount_percent: number | null } | null): number {
  const discount = productRule?.discount_percent ?? null;
  return discount === null ? variantCatalogue : rulePrice(variantCatalogue, { price_eur: null, discount_percent: discount });
}

/** What is wrong with the size (variant) a line names, or null (issue 30; order lines and standing orders). */
export type SizeProblem = 'required' | 'not_found' | 'other_product' | 'inactive';

/**
 * The size rule of a line: a product with active sizes needs one named; a named one must exist, be the
 * product's own and be active. `variant` is the named one as found (undefined when none was found).
 */
export function sizeProblem(
  line: { product_id: number; variant_id?: number | null },
  variant: { product_id: number; status: string } | undefined,
  hasSizes: boolean,
): SizeProblem | null {
  if (line.variant_id == null) return hasSizes ? 'required' : null;
  if (!variant) return 'not_found';
  if (variant.product_id !== line.product_id) return 'other_product';
  return variant.status === 'active' ? null : 'inactive';
}
