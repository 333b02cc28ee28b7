import type { FastifyRequest } from 'fastify';
import { bakeryDate } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import { PRODUCT_IMAGE_MAX_BYTES } from '../../src/domain/products/rules';
import { idParam } from '../../src/domain/schemas/common';
import {
  bulkPricesReply,
  bulkPricesSchema,
  imageOrderSchema,
  imageParams,
  imagesReply,
  priceHistoryReply,
  priceListRecord,
  priceListSchema,
  priceListsReply,
  pricingMessages as messages,
  recommendationsQuery,
  recommendationsReply,
  shopPricesQuery,
  shopPricesReply,
  variantParams,
  variantRecord,
  variantSchema,
  variantsReply,
} from '../../src/domain/pricing';
import type { AppContext } from '../context';
import { ApiError, badRequest } from '../lib/errors';
import { ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { actorOf, authorize } from '../plugins/auth';
import { createPriceList, deletePriceList, listPriceLists, updatePriceList } from '../services/priceLists';
import { applyDuePrices } from '../services/pricing';
import { addImages, deleteImage, listImages, MAX_PRODUCT_IMAGES, reorderImages } from '../services/productsGallery';
import { productImagesDir, storeImage, discardStoredImage } from '../services/productsImages';
import { bulkPrices, priceHistory } from '../services/productsPrices';
import { listShopPrices } from '../services/shopPrices';
import { recommendations } from '../services/productsRecommendations';
import { createVariant, deleteVariant, listVariants, updateVariant } from '../services/productsVariants';

// Issue 30's calls: price lists, bulk prices and the price history, a product's variants, images and
// recommendations (spec 002 section 7), and its reviews, which have no source here (501).

/** Every file of the multipart field `images`, stored; a refused one discards those stored before it. */
async function uploadedImages(request: FastifyRequest, dir: string): Promise<string[]> {
  const missing = () => badRequest(messages.imagesMissing, [{ field: 'images', message: messages.imagesMissing }]);
  if (!request.isMultipart()) throw missing();
  const stored: string[] = [];
  try {
    const parts = request.files({ limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: MAX_PRODUCT_IMAGES + 1 }, throwFileSizeLimit: false });
    for await (const part of parts) {
      if (part.fieldname !== 'images') {
        part.file.resume();
        throw missing();
      }
      if (stored.length >= MAX_PRODUCT_IMAGES) {
        part.file.resume();
        const message = format(messages.imagesTooMany, { max: MAX_PRODUCT_IMAGES });
        throw badRequest(message, [{ field: 'images', message }]);
      }
      stored.push(await storeImage(dir, part.file, PRODUCT_IMAGE_MAX_BYTES));
    }
  } catch (error) {
    for (const name of stored) await discardStoredImage(dir, name);
    throw error;
  }
  if (!stored.length) throw missing();
  return stored;
}

export async function pricingRoutes(app: Api, ctx: AppContext) {
  const imagesDir = productImagesDir(ctx.config);
  const today = () => bakeryDate(ctx.now());

  // ---- price lists ----
  app.get(
    '/price-lists',
    { preValidation: authorize(ctx, 'price-lists', 'list'), schema: route({ data: priceListsReply }) },
    async () => ok({ price_lists: await listPriceLists(ctx.db) }),
  );

  app.post(
    '/price-lists',
    {
      preValidation: authorize(ctx, 'price-lists', 'create'),
      schema: route({ body: priceListSchema, data: priceListRecord, status: 201 }),
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await createPriceList(ctx.db, request.body, actorOf(request)), messages.priceListCreated);
    },
  );

  app.put(
    '/price-lists/:id',
    {
      preValidation: authorize(ctx, 'price-lists', 'edit'),
      schema: route({ params: idParam, body: priceListSchema, data: priceListRecord }),
    },
    async (request) =>
      ok(await updatePriceList(ctx.db, request.params.id, request.body, actorOf(request)), messages.priceListUpdated),
  );

  app.delete(
    '/price-lists/:id',
    { preValidation: authorize(ctx, 'price-lists', 'delete'), schema: route({ params: idParam }) },
    async (request) => ok(await deletePriceList(ctx.db, request.params.id, actorOf(request)), messages.priceListDeleted),
  );

  // ---- catalogue prices ----
  app.post(
    '/products/bulk/prices',
    {
      preValidation: authorize(ctx, 'products', 'price'),
      schema: route({ body: bulkPricesSchema, data: bulkPricesReply }),
    },
    async (request) => {
      // A change from an earlier day that is due now is applied first: the old prices shown are today's.
      await applyDuePrices(ctx.db, today());
      const result = await bulkPrices(ctx.db, request.body, actorOf(request), today());
      return ok(
        result,
        result.preview ? messages.pricesPreviewed : format(messages.pricesChanged, { count: result.changes.length }),
      );
    },
  );

  app.get(
    '/products/:id/price-history',
    { preValidation: authorize(ctx, 'products', 'show'), schema: route({ params: idParam, data: priceHistoryReply }) },
    async (request) => {
      await applyDuePrices(ctx.db, today());
      return ok(await priceHistory(ctx.db, request.params.id));
    },
  );

  // ---- variants ----
  app.get(
    '/products/:id/variants',
    { preValidation: authorize(ctx, 'products', 'show'), schema: route({ params: idParam, data: variantsReply }) },
    async (request) => ok(await listVariants(ctx.db, request.params.id)),
  );

  app.post(
    '/products/:id/variants',
    {
      preValidation: authorize(ctx, 'products', 'price'),
      schema: route({ params: idParam, body: variantSchema, data: variantRecord, status: 201 }),
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await createVariant(ctx.db, request.params.id, request.body, actorOf(request)), messages.variantCreated);
    },
  );

  app.put(
    '/products/:id/variants/:variantId',
    {
      preValidation: authorize(ctx, 'products', 'price'),
      schema: route({ params: variantParams, body: variantSchema, data: variantRecord }),
    },
    async (request) => {
      const { id, variantId } = request.params;
      return ok(await updateVariant(ctx.db, id, variantId, request.body, actorOf(request)), messages.variantUpdated);
    },
  );

  app.delete(
    '/products/:id/variants/:variantId',
    { preValidation: authorize(ctx, 'products', 'price'), schema: route({ params: variantParams }) },
    async (request) => {
      const { id, variantId } = request.params;
      return ok(await deleteVariant(ctx.db, id, variantId, actorOf(request)), messages.variantDeleted);
    },
  );

  // ---- images ----
  app.get(
    '/products/:id/images',
    { preValidation: authorize(ctx, 'products', 'show'), schema: route({ params: idParam, data: imagesReply }) },
    async (request) => ok(await listImages(ctx.db, request.params.id)),
  );

  app.post(
    '/products/:id/images',
    {
      preValidation: authorize(ctx, 'products', 'edit'),
      config: { upload: true },
      schema: route({ params: idParam, upload: 'images', data: imagesReply }),
    },
    async (request) => {
      const { id } = request.params;
      const stored = await uploadedImages(request, imagesDir);
      return ok(await addImages(ctx.db, id, stored, actorOf(request), imagesDir), messages.imagesAdded);
    },
  );

  app.put(
    '/products/:id/images/order',
    {
      preValidation: authorize(ctx, 'products', 'edit'),
      schema: route({ params: idParam, body: imageOrderSchema, data: imagesReply }),
    },
    async (request) =>
      ok(await reorderImages(ctx.db, request.params.id, request.body, actorOf(request)), messages.imagesReordered),
  );

  app.delete(
    '/products/:id/images/:imageId',
    { preValidation: authorize(ctx, 'products', 'edit'), schema: route({ params: imageParams, data: imagesReply }) },
    async (request) => {
      const { id, imageId } = request.params;
      return ok(await deleteImage(ctx.db, id, imageId, actorOf(request), imagesDir), messages.imageDeleted);
    },
  );

  // ---- recommendations and reviews ----
  app.get(
    '/products/:id/recommendations',
    {
      preValidation: authorize(ctx, 'products', 'show'),
      schema: route({ params: idParam, query: recommendationsQuery, data: recommendationsReply }),
    },
    async (request) => ok(await recommendations(ctx.db, request.params.id, request.query.limit)),
  );

  // A business-to-business bakery has no product reviews to show (README, "Pricing"): the spec's call
  // answers 501 in Arabic for whoever may read the product, never an empty list that looks like data.
  app.get(
    '/products/:id/reviews',
    { preValidation: authorize(ctx, 'products', 'show'), schema: route({ params: idParam }) },
    async () => {
      throw new ApiError(501, messages.reviewsNone);
    },
  );

  // The order forms' prices: who may make an order for a shop may read what its lines will cost.
  app.get(
    '/stores/:id/prices',
    { preValidation: authorize(ctx, 'orders', 'create'), schema: route({ params: idParam, query: shopPricesQuery, data: shopPricesReply }) },
    async (request) => {
      const date = request.query.date ?? today();
      return ok({ date, prices: await listShopPrices(ctx.db, request.params.id, date) });
    },
  );
}
