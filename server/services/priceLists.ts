import { asc, eq, inArray } from 'drizzle-orm';
import { format } from '../../src/domain/messages';
import { pricingMessages as messages } from '../../src/domain/pricing';
import type { PriceList, PriceListInput } from '../../src/domain/pricing';
import type { Db, Tx } from '../db/client';
import { priceListRules, priceLists, priceListStores, productCategories, products, stores, users } from '../db/schema';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { requireRight } from '../lib/rights';
import type { Actor } from '../lib/actor';
import { audit } from './audit';

// GET/POST /price-lists, PUT/DELETE /price-lists/{id} (issue 30). A list is written whole: its shops and
// rules are replaced by what the body gives, in one transaction. Lists are few (one per shop or group),
// so GET answers all of them with their shops and rules.

type Executor = Db | Tx;

function uniqueName(error: unknown): never {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; current && depth < 4; depth++) {
    if (current.code === '23505' && current.constraint === 'price_lists_name_key')
      throw new ApiError(409, messages.priceListDuplicate, [{ field: 'name', message: messages.priceListDuplicate }]);
    current = current.cause as typeof current;
  }
  throw error;
}

/** Every shop, product and category the body names must exist: 400 naming the first field wrong. */
async function checkReferences(tx: Tx, input: PriceListInput) {
  const shopRows = await tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, input.store_ids));
  const shops = new Set(shopRows.map((row) => row.id));
  const missingShops = input.store_ids.filter((id) => !shops.has(id));
  if (missingShops.length) {
    const message = format(messages.priceListStoresUnknown, { ids: missingShops.join('، ') });
    throw badRequest(message, [{ field: 'store_ids', message }]);
  }
  const productIds = input.rules.flatMap((rule) => (rule.product_id === null ? [] : [rule.product_id]));
  if (productIds.length) {
    const found = new Set((await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map((row) => row.id));
    const index = input.rules.findIndex((rule) => rule.product_id !== null && !found.has(rule.product_id));
    if (index >= 0) {
      const message = format(messages.priceListProductsUnknown, { ids: productIds.filter((id) => !found.has(id)).join('، ') });
      throw badRequest(message, [{ field: `rules.${index}.product_id`, message }]);
    }
  }
  const codes = input.rules.flatMap((rule) => (rule.category === null ? [] : [rule.category]));
  if (codes.length) {
    const found = new Set(
      (await tx.select({ code: productCategories.code }).from(productCategories).where(inArray(productCategories.code, codes))).map((row) => row.code),
    );
    const index = input.rules.findIndex((rule) => rule.category !== null && !found.has(rule.category));
    if (index >= 0)
      throw badRequest(messages.priceListCategoryUnknown, [{ field: `rules.${index}.category`, message: messages.priceListCategoryUnknown }]);
  }
}

async function writeParts(tx: Tx, id: number, input: PriceListInput) {
  await tx.delete(priceListStores).where(eq(priceListStores.price_list_id, id));
  await tx.delete(priceListRules).where(eq(priceListRules.price_list_id, id));
  await tx.insert(priceListStores).values(input.store_ids.map((store_id) => ({ price_list_id: id, store_id })));
  await tx.insert(priceListRules).values(input.rules.map((rule) => ({ ...rule, price_list_id: id })));
}

/** The lists (all, or the one `id`) as the API sends them. */
async function readLists(db: Executor, id?: number): Promise<PriceList[]> {
  const lists = await db
    .select({
      id: priceLists.id,
      name: priceLists.name,
      valid_from: priceLists.valid_from,
      valid_until: priceLists.valid_until,
      notes: priceLists.notes,
      created_by_name: users.full_name,
      created_at: priceLists.created_at,
      updated_at: priceLists.updated_at,
    })
    .from(priceLists)
    .leftJoin(users, eq(users.id, priceLists.created_by))
    .where(id === undefined ? undefined : eq(priceLists.id, id))
    .orderBy(asc(priceLists.name), asc(priceLists.id));
  if (!lists.length) return [];
  const ids = lists.map((list) => list.id);
  const shops = await db
    .select({ list: priceListStores.price_list_id, id: stores.id, name: stores.name })
    .from(priceListStores)
    .innerJoin(stores, eq(stores.id, priceListStores.store_id))
    .where(inArray(priceListStores.price_list_id, ids))
    .orderBy(asc(stores.name), asc(stores.id));
  const rules = await db
    .select({
      list: priceListRules.price_list_id,
      id: priceListRules.id,
      product_id: priceListRules.product_id,
      product_name: products.name,
      category: priceListRules.category,
      category_name: productCategories.name,
      price_eur: priceListRules.price_eur,
      discount_percent: priceListRules.discount_percent,
    })
    .from(priceListRules)
    .leftJoin(products, eq(products.id, priceListRules.product_id))
    .leftJoin(productCategories, eq(productCategories.code, priceListRules.category))
    .where(inArray(priceListRules.price_list_id, ids))
    .orderBy(asc(priceListRules.id));
  return lists.map((list) => {
    const own = shops.filter((shop) => shop.list === list.id);
    return {
      ...list,
      scope: own.length === 1 ? 'store' : 'group',
      store_ids: own.map((shop) => shop.id),
      store_names: own.map((shop) => shop.name),
      rules: rules.filter((rule) => rule.list === list.id).map(({ list: _list, ...rule }) => rule),
      created_at: list.created_at.toISOString(),
      updated_at: list.updated_at.toISOString(),
    };
  });
}

export const listPriceLists = (db: Db) => readLists(db);

async function requireList(tx: Tx, id: number) {
  const [row] = await tx.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, id)).for('update');
  if (!row) throw notFound(messages.priceListNotFound);
}

export async function createPriceList(db: Db, input: PriceListInput, actor: Actor): Promise<PriceList> {
  requireRight(actor.auth, 'price-lists', 'create');
  const id = await db
    .transaction(async (tx) => {
      await checkReferences(tx, input);
      const [row] = await tx
        .insert(priceLists)
        .values({ name: input.name, valid_from: input.valid_from, valid_until: input.valid_until, notes: input.notes, created_by: actor.auth.user.id })
        .returning({ id: priceLists.id });
      await writeParts(tx, row!.id, input);
      await audit(tx, { userId: actor.auth.user.id, action: 'create', entity: 'price_list', entityId: row!.id, changes: input, ip: actor.ip });
      return row!.id;
    })
    .catch(uniqueName);
  return (await readLists(db, id))[0]!;
}

export async function updatePriceList(db: Db, id: number, input: PriceListInput, actor: Actor): Promise<PriceList> {
  requireRight(actor.auth, 'price-lists', 'edit');
  await db
    .transaction(async (tx) => {
      await requireList(tx, id);
      await checkReferences(tx, input);
      await tx
        .update(priceLists)
        .set({ name: input.name, valid_from: input.valid_from, valid_until: input.valid_until, notes: input.notes, updated_at: new Date() })
        .where(eq(priceLists.id, id));
      await writeParts(tx, id, input);
      await audit(tx, { userId: actor.auth.user.id, action: 'update', entity: 'price_list', entityId: id, changes: input, ip: actor.ip });
    })
    .catch(uniqueName);
  return (await readLists(db, id))[0]!;
}

/** DELETE /price-lists/{id}: orders already taken keep their prices (their lines hold them). */
export async function deletePriceList(db: Db, id: number, actor: Actor) {
  requireRight(actor.auth, 'price-lists', 'delete');
  await db.transaction(async (tx) => {
    await requireList(tx, id);
    await tx.delete(priceLists).where(eq(priceLists.id, id));
    await audit(tx, { userId: actor.auth.user.id, action: 'delete', entity: 'price_list', entityId: id, ip: actor.ip });
  });
  return { id };
}
