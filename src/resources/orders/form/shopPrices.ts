import type { ShopPriceRecord } from '../../../domain/pricing/records';
import type { ProductOption } from './useOrderReferences';

/** One size or weight of a product, as a line chooses it: its price for the shop and its own stock. */
export interface VariantOption {
  id: number;
  name: string;
  price_eur: number;
  /** Null: unlimited. */
  stock_quantity: number | null;
}

/** What a form's product choices are: the list, the same products by id, and each product's variants. */
export interface ProductChoices {
  products: ProductOption[];
  productById: ReadonlyMap<number, ProductOption>;
  /** A product listed here is sold only as one of its variants: its line must name one (issue 30). */
  variantsOf?: ReadonlyMap<number, readonly VariantOption[]>;
}

/** The variants of the shop's prices, by product, in the server's order. */
function variantsByProduct(prices: readonly ShopPriceRecord[]): Map<number, VariantOption[]> {
  const out = new Map<number, VariantOption[]>();
  for (const price of prices) {
    if (price.variant_id === null) continue;
    const list = out.get(price.product_id) ?? [];
    list.push({ id: price.variant_id, name: price.variant_name ?? '', price_eur: price.price_eur, stock_quantity: price.variant_stock_quantity });
    out.set(price.product_id, list);
  }
  return out;
}

/**
 * An order form's product choices with each product at the shop's price of the delivery day (issue 30): the
 * server charges a new line the shop's price-list price, so the lines and the subtotal show that one. A
 * product the prices do not name (not loaded yet, or the call failed) keeps its catalogue price. The
 * variants come with their price for the shop, which the server works out with the one rule of
 * src/domain/pricing/rules.ts (variantPrice), so the screen shows what the line is charged.
 */
export function withShopPrices<T extends ProductChoices>(
  references: T,
  prices: readonly ShopPriceRecord[] | undefined,
): T & Pick<ProductChoices, 'variantsOf'> {
  if (!prices?.length) return references;
  const byProduct = new Map(
    prices.filter((price) => price.variant_id === null).map((price) => [price.product_id, price.price_eur]),
  );
  const products = references.products.map((product) => {
    const price = byProduct.get(product.id);
    return price === undefined || price === product.price_eur ? product : { ...product, price_eur: price };
  });
  return {
    ...references,
    products,
    productById: new Map(products.map((product) => [product.id, product])),
    variantsOf: variantsByProduct(prices),
  };
}

/** A form line as the server prices and stocks it; `key` names the stock it takes (product or variant). */
export type LineOption = ProductOption & { key: string };

/**
 * A line's product, or the variant it names: "product — variant" at the variant's price and with its own
 * stock (issue 30, as the server's order lines). Undefined without a known product, and for a product
 * with variants until one is chosen: it is not sold as itself, so it has no price, stock or total yet.
 */
export function lineOption(choices: ProductChoices, productId: unknown, variantId: unknown): LineOption | undefined {
  const product = productId ? choices.productById.get(Number(productId)) : undefined;
  if (!product) return undefined;
  const variants = choices.variantsOf?.get(product.id) ?? [];
  const variant = variantId ? variants.find((option) => option.id === Number(variantId)) : undefined;
  if (!variant) return variants.length ? undefined : { ...product, key: `p${product.id}` };
  return {
    ...product,
    name: `${product.name} — ${variant.name}`,
    price_eur: variant.price_eur,
    stock_quantity: variant.stock_quantity,
    key: `v${variant.id}`,
  };
}
