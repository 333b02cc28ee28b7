import type { ShopPriceRecord } from '../../../domain/pricing/records';
import type { ProductOption } from './useOrderReferences';

/** What a form's product choices are: the list and the same products by id. */
export interface ProductChoices {
  products: ProductOption[];
  productById: ReadonlyMap<number, ProductOption>;
}

/**
 * An order form's product choices with each product at the shop's price of the delivery day (issue 30): the
 * server charges a new line the shop's price-list price, so the lines and the subtotal show that one. A
 * product the prices do not name (not loaded yet, or the call failed) keeps its catalogue price.
 */
export function withShopPrices<T extends ProductChoices>(
  references: T,
  prices: readonly ShopPriceRecord[] | undefined,
): T {
  if (!prices?.length) return references;
  const byProduct = new Map(
    prices.filter((price) => price.variant_id === null).map((price) => [price.product_id, price.price_eur]),
  );
  const products = references.products.map((product) => {
    const price = byProduct.get(product.id);
    return price === undefined || price === product.price_eur ? product : { ...product, price_eur: price };
  });
  return { ...references, products, productById: new Map(products.map((product) => [product.id, product])) };
}
