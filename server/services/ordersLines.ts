import { inArray, or } from 'drizzle-orm';
import { sizeProblem, variantPrice } from '../../src/domain/pricing/rules';
import { pricingMessages } from '../../src/domain/pricing/messages';
import { discountExceedsLine, fromCents, lineTotalCents, orderTotals, toCents, type OrderTotals } from '../../src/domain/orders/rules';
import { MAX_MONEY } from '../../src/domain/schemas/common';
import type { OrderUpdateLine } from '../../src/domain/orders/schemas';
import { errors as messages, format, validation } from '../../src/domain/messages';
import type { Tx } from '../db/client';
import { products, productVariants } from '../db/schema';
import { badRequest, type FieldError } from '../lib/errors';
import type { OrderItemRow } from './ordersGuard';
import { shopPricesOn } from './pricing';

/** Whose price a new line takes, and for which day: the order's shop and its delivery (or order) day. */
export interface PricingFor {
  storeId: number;
  day: string;
}

// The lines a client sends become priced lines here: a new line costs the shop's price on the delivery
// day (the catalogue's price that day, or its price list's: ./pricing.ts), a line that exists keeps the
// price it was sold at, whatever changed since (issue 30). Prices, totals and amounts a client sends were already
// dropped by the schema; nothing of theirs is read but ids, quantities, discounts, gifts and notes.

export interface PricedLine {
  /** An existing line of the order; none for a new one. */
  id?: number;
  product_id: number;
  variant_id: number | null;
  product_name: string;
  unit: string;
  quantity: number;
  unit_price_eur: number;
  discount_amount: number;
  gift_quantity: number;
  gift_reason: string | null;
  notes: string | null;
  line_total_eur: number;
}

/**
 * Prices `lines` (index i answers for field `items.i.*`). Each new product must exist, be active and
 * not archived; each id must be a line of this order (`existing`). Every problem is reported at once.
 */
export async function priceLines(
  tx: Tx,
  lines: readonly OrderUpdateLine[],
  pricing: PricingFor,
  existing: readonly OrderItemRow[] = [],
): Promise<PricedLine[]> {
  const byId = new Map(existing.map((item) => [item.id, item]));
  const keeps = (line: OrderUpdateLine) => {
    const old = line.id === undefined ? undefined : byId.get(line.id);
    return old && old.product_id === line.product_id && (old.variant_id ?? null) === (line.variant_id ?? null) ? old : undefined;
  };
  const needed = [...new Set(lines.filter((line) => !keeps(line)).map((line) => line.product_id))];
  const found = needed.length
    ? await tx
        .select({
          id: products.id,
          name: products.name,
          unit: products.unit,
          price: products.price_eur,
          status: products.status,
          archivedAt: products.archived_at,
        })
        .from(products)
        .where(inArray(products.id, needed))
    : [];
  const catalogue = new Map(found.map((product) => [product.id, product]));
  const shopPrices = await shopPricesOn(tx, pricing.storeId, needed, pricing.day);
  const variantIds = [...new Set(lines.filter((line) => !keeps(line) && line.variant_id != null).map((line) => line.variant_id!))];
  // The variants named, and every variant of the products priced: a product with an active variant is
  // sold only as one of them (issue 30), so its line must name which.
  const variantRows =
    needed.length || variantIds.length
      ? await tx
          .select()
          .from(productVariants)
          .where(or(inArray(productVariants.product_id, needed.length ? needed : [0]), inArray(productVariants.id, variantIds.length ? variantIds : [0])))
      : [];
  const variants = new Map(variantRows.map((variant) => [variant.id, variant]));
  const hasVariants = new Set(variantRows.filter((variant) => variant.status === 'active').map((variant) => variant.product_id));

  const errors: FieldError[] = [];
  const priced: PricedLine[] = [];
  lines.forEach((line, index) => {
    const field = (name: string) => `items.${index}.${name}`;
    if (line.id !== undefined && !byId.has(line.id)) {
      errors.push({ field: field('id'), message: validation.orderLineUnknown });
      return;
    }
    const old = keeps(line);
    let base: { name: string; unit: string; price: number };
    if (old) {
      base = { name: old.product_name, unit: old.unit, price: old.unit_price_eur };
    } else {
      const product = catalogue.get(line.product_id);
      if (!product) {
        errors.push({ field: field('product_id'), message: messages.productNotFound });
        return;
      }
      if (product.archivedAt) {
        errors.push({
          field: field('product_id'),
          message: format(messages.orderProductArchived, { name: product.name }),
        });
        return;
      }
      if (product.status !== 'active') {
        errors.push({
          field: field('product_id'),
          message: format(messages.orderProductInactive, { name: product.name }),
        });
        return;
      }
      base = { name: product.name, unit: product.unit, price: shopPrices.get(product.id)?.price ?? product.price };
      // Issue 30's size rule (sizeProblem, shared with standing orders); an unknown size reads as not the product's.
      const variant = line.variant_id == null ? undefined : variants.get(line.variant_id);
      const problem = sizeProblem(line, variant, hasVariants.has(product.id));
      if (problem) {
        const message =
          problem === 'required'
            ? format(pricingMessages.variantRequired, { name: product.name })
            : problem === 'inactive'
              ? pricingMessages.variantInactive
              : pricingMessages.variantNotOfProduct;
        errors.push({ field: field('variant_id'), message });
        return;
      }
      if (variant) {
        // A variant's own name and price for the shop (variantPrice, src/domain/pricing/rules.ts).
        base = {
          name: `${product.name} — ${variant.name}`,
          unit: product.unit,
          price: variantPrice(variant.price_eur, shopPrices.get(product.id) ?? null),
        };
      }
    }
    const amounts = {
      quantity: line.quantity,
      unit_price_eur: base.price,
      discount_amount: line.discount_amount,
      gift_quantity: line.gift_quantity,
    };
    if (discountExceedsLine(amounts)) {
      const max = fromCents(line.quantity * toCents(base.price)).toFixed(2);
      errors.push({ field: field('discount_amount'), message: format(validation.orderDiscountTooLarge, { max }) });
      return;
    }
    priced.push({
      ...(line.id !== undefined ? { id: line.id } : {}),
      product_id: line.product_id,
      variant_id: line.variant_id ?? null,
      product_name: base.name,
      unit: base.unit,
      quantity: line.quantity,
      unit_price_eur: base.price,
      discount_amount: line.discount_amount,
      gift_quantity: line.gift_quantity,
      gift_reason: line.gift_reason,
      notes: line.notes,
      line_total_eur: fromCents(lineTotalCents(amounts)),
    });
  });
  if (errors.length) throw badRequest(errors[0]!.message, errors);
  return priced;
}

const tooLarge = (field: string) => {
  const message = format(messages.amountTooLarge, { max: MAX_MONEY.toFixed(2) });
  return badRequest(message, [{ field, message }]);
};

/**
 * The order's totals, refused (400) before the database sees an amount its numeric(14,2) columns cannot
 * hold: a line's total names that line's quantity, a sum (or its SYP value) names the items.
 */
export function checkedTotals(lines: readonly PricedLine[], exchangeRate: number): OrderTotals {
  lines.forEach((line, index) => {
    if (line.quantity * line.unit_price_eur > MAX_MONEY) throw tooLarge(`items.${index}.quantity`);
  });
  const totals = orderTotals(lines, exchangeRate);
  const largest = Math.max(totals.total_amount_eur, totals.final_amount_syp);
  if (!Number.isFinite(largest) || largest > MAX_MONEY) throw tooLarge('items');
  return totals;
}

/** The columns of an order_items row for a priced line. */
export function itemValues(orderId: number, line: PricedLine) {
  return {
    order_id: orderId,
    product_id: line.product_id,
    variant_id: line.variant_id,
    product_name: line.product_name,
    unit: line.unit,
    quantity: line.quantity,
    unit_price_eur: line.unit_price_eur,
    discount_amount: line.discount_amount,
    gift_quantity: line.gift_quantity,
    gift_reason: line.gift_reason,
    notes: line.notes,
    line_total_eur: line.line_total_eur,
  };
}

/** Whether a priced line says the same as the stored one (same product, amounts and notes). */
export function sameLine(line: PricedLine, item: OrderItemRow): boolean {
  return (
    line.product_id === item.product_id &&
    line.variant_id === (item.variant_id ?? null) &&
    line.quantity === item.quantity &&
    toCents(line.discount_amount) === toCents(item.discount_amount) &&
    line.gift_quantity === item.gift_quantity &&
    line.gift_reason === item.gift_reason &&
    line.notes === item.notes
  );
}
