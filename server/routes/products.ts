import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bakeryDate } from '../../src/domain/dates';
import { PRODUCT_IMAGE_MAX_BYTES } from '../../src/domain/products/rules';
import { idParam } from '../../src/domain/schemas/common';
import { productsEntity } from '../../src/domain/products';
import { categoryListQuery, productExportQuery } from '../../src/domain/schemas/lists';
import {
  bulkCategorySchema,
  bulkProductsSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  productSalesQuery,
  productSearchQuery,
  productTopQuery,
  salesAnalyticsQuery,
  stockAdjustSchema,
} from '../../src/domain/products/schemas';
import { errors as messages, format } from '../../src/domain/messages';
import {
  categoryRecord,
  productRecord,
  productSummary as productSummaryRecord,
} from '../../src/domain/products/records';
import type { AppContext } from '../context';
import { ensureProductCategories } from '../db/seed';
import { entityRoutes } from '../lib/entityRoutes';
import { ApiError, badRequest } from '../lib/errors';
import { list, ok, pagination } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { authorize, actorOf, currentAuth } from '../plugins/auth';
import {
  archiveProduct,
  createProduct,
  deleteProduct,
  duplicateProduct,
  listProducts,
  productSummary,
  requireProduct,
  restoreProduct,
  searchProducts,
  showProduct,
  setProductImage,
  toggleProductFeatured,
  toggleProductStatus,
  updateProduct,
} from '../services/products';
import { bulkCategory, bulkProducts } from '../services/productsBulk';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from '../services/productsCategories';
import { productImagesDir, storeImage } from '../services/productsImages';
import {
  categoryAnalytics,
  lowStockProducts,
  popularProducts,
  productAnalytics,
  productPerformance,
  productSales,
} from '../services/productsReports';
import { adjustStock, productInventory } from '../services/productsStock';
import { exportProducts, importProducts } from '../services/productsTransfer';

// Spec 002 section 7, "Products", as the contract in the products brief pins it down. The catalogue's
// standard routes come from entityRoutes; categories keep their own. Static paths
// (stats, search, low-stock, popular, export, import, bulk, categories) are registered like the others;
// Fastify's router prefers them to /products/:id whatever the order.

/** The largest CSV an import reads. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The routes that read a multipart body; every other write takes JSON only (plugins/browserDefences). */
const upload = { upload: true };

/**
 * The one file of a multipart request, in the field `field`, or a 400 with `missing`. Limits are the
 * parser's: the stream stops at `maxBytes` and says so with `truncated`.
 */
async function uploadedFile(request: FastifyRequest, field: string, maxBytes: number, missing: string) {
  const refuse = () => badRequest(missing, [{ field, message: missing }]);
  if (!request.isMultipart()) throw refuse();
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw refuse();
  if (part.fieldname !== field) {
    part.file.resume();
    throw refuse();
  }
  return part;
}

/** A CSV upload as text: at most IMPORT_MAX_BYTES of UTF-8. */
async function uploadedCsv(request: FastifyRequest): Promise<string> {
  const part = await uploadedFile(request, 'file', IMPORT_MAX_BYTES, messages.importFileMissing);
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
  if (part.file.truncated) throw new ApiError(413, messages.importFileTooLarge);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw badRequest(messages.importFileEncoding, [{ field: 'file', message: messages.importFileEncoding }]);
  }
}

export async function productRoutes(app: Api, ctx: AppContext) {
  // On every start: a database made before a built-in category existed gets it.
  await ensureProductCategories(ctx.db);
  const imagesDir = productImagesDir(ctx.config);
  const today = () => bakeryDate(ctx.now());

  // ---- categories ----
  app.get(
    '/products/categories',
    { preValidation: authorize(ctx, 'categories', 'list'), schema: route({ query: categoryListQuery }) },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listCategories(ctx.db, query);
      return list('categories', rows, query, total);
    },
  );

  app.post(
    '/products/categories',
    {
      preValidation: authorize(ctx, 'categories', 'create'),
      schema: route({ body: categoryCreateSchema, data: categoryRecord, status: 201 }),
    },
    async (request, reply) => {
      const input = request.body;
      reply.code(201);
      return ok(await createCategory(ctx.db, input, actorOf(request)), messages.categoryCreated);
    },
  );

  app.get(
    '/products/categories/:id',
    { preValidation: authorize(ctx, 'categories', 'show'), schema: route({ params: idParam, data: categoryRecord }) },
    async (request) => {
      const { id } = request.params;
      return ok(await getCategory(ctx.db, id));
    },
  );

  app.put(
    '/products/categories/:id',
    {
      preValidation: authorize(ctx, 'categories', 'edit'),
      schema: route({ params: idParam, body: categoryUpdateSchema, data: categoryRecord }),
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      return ok(await updateCategory(ctx.db, id, input, actorOf(request)), messages.categoryUpdated);
    },
  );

  app.delete(
    '/products/categories/:id',
    { preValidation: authorize(ctx, 'categories', 'delete'), schema: route({ params: idParam }) },
    async (request) => {
      const { id } = request.params;
      return ok(await deleteCategory(ctx.db, id, actorOf(request)), messages.categoryDeleted);
    },
  );

  app.get(
    '/products/categories/:id/analytics',
    {
      preValidation: authorize(ctx, 'categories', 'show'),
      schema: route({ params: idParam, query: salesAnalyticsQuery }),
    },
    async (request) => {
      const { id } = request.params;
      return ok(
        await categoryAnalytics(ctx.db, id, request.query, today(), currentAuth(request)),
      );
    },
  );

  // ---- the catalogue ----
  entityRoutes(app, ctx, productsEntity, {
    list: {
      extra: { summary: productSummaryRecord },
      paginationExtra: { pages: z.number().int() },
      run: async (query, { auth }) => {
        const { rows, total, summary } = await listProducts(ctx.db, query, auth);
        return { rows, total, extra: { summary } };
      },
      // The spec's screens read pagination.pages as well as totalPages.
      shape: (reply) => ({
        ...reply,
        data: { ...reply.data, pagination: { ...reply.data.pagination, pages: reply.data.pagination.totalPages } },
      }),
    },
    show: { run: (id, { auth }) => showProduct(ctx.db, id, auth) },
    create: {
      run: (input, { actor }) => createProduct(ctx.db, input, actor),
      message: messages.productCreated,
    },
    update: {
      run: (id, input, { actor }) => updateProduct(ctx.db, id, input, actor, imagesDir),
      message: messages.productUpdated,
    },
    remove: {
      run: (id, { actor }) => deleteProduct(ctx.db, id, actor, imagesDir),
      message: (result) =>
        (result as { archived?: boolean }).archived ? messages.productArchivedInstead : messages.productDeleted,
    },
  });

  app.get(
    '/products/stats',
    { preValidation: authorize(ctx, 'products', 'list'), schema: route({ data: productSummaryRecord }) },
    async () => ok(await productSummary(ctx.db)),
  );

  app.get(
    '/products/search',
    { preValidation: authorize(ctx, 'products', 'list'), schema: route({ query: productSearchQuery }) },
    async (request) => {
      const { q, limit } = request.query;
      return ok({ products: await searchProducts(ctx.db, q, limit, currentAuth(request)) });
    },
  );

  app.get(
    '/products/low-stock',
    { preValidation: authorize(ctx, 'products', 'list'), schema: route({ query: productTopQuery(100) }) },
    async (request) => {
      const { limit } = request.query;
      return ok({ products: await lowStockProducts(ctx.db, limit, currentAuth(request)) });
    },
  );

  app.get(
    '/products/popular',
    { preValidation: authorize(ctx, 'products', 'list'), schema: route({ query: productTopQuery(10) }) },
    async (request) => {
      const { limit } = request.query;
      return ok({ products: await popularProducts(ctx.db, limit, currentAuth(request)) });
    },
  );

  app.get(
    '/products/export',
    {
      preValidation: authorize(ctx, 'products', 'export'),
      schema: route({ query: productExportQuery, file: ['text/csv', 'application/json'] }),
    },
    async (request, reply) => {
      const { format: fileFormat, ...query } = request.query;
      const file = await exportProducts(ctx.db, query, fileFormat, today(), currentAuth(request));
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  const importAccess = {
    preValidation: authorize(ctx, 'products', 'create'),
    config: upload,
    schema: route({ upload: 'file' }),
  };
  app.post('/products/import', importAccess, async (request) => {
    const text = await uploadedCsv(request);
    const result = await importProducts(ctx.db, text, actorOf(request));
    return ok(result, format(messages.productsImported, { count: result.imported }));
  });

  app.post(
    '/products/bulk',
    { preValidation: authorize(ctx, 'products', 'status'), schema: route({ body: bulkProductsSchema }) },
    async (request) => {
      const input = request.body;
      return ok(await bulkProducts(ctx.db, input, actorOf(request), imagesDir), messages.productsBulkDone);
    },
  );

  app.post(
    '/products/bulk/category',
    { preValidation: authorize(ctx, 'products', 'status'), schema: route({ body: bulkCategorySchema }) },
    async (request) => {
      const input = request.body;
      return ok(await bulkCategory(ctx.db, input, actorOf(request), imagesDir), messages.productsBulkDone);
    },
  );

  // ---- one product ----
  app.patch(
    '/products/:id/toggle-status',
    { preValidation: authorize(ctx, 'products', 'status'), schema: route({ params: idParam, data: productRecord }) },
    async (request) => {
      const { id } = request.params;
      const product = await toggleProductStatus(ctx.db, id, actorOf(request));
      return ok(product, product.status === 'active' ? messages.productActivated : messages.productDeactivated);
    },
  );

  app.patch(
    '/products/:id/toggle-featured',
    { preValidation: authorize(ctx, 'products', 'status'), schema: route({ params: idParam, data: productRecord }) },
    async (request) => {
      const { id } = request.params;
      const product = await toggleProductFeatured(ctx.db, id, actorOf(request));
      return ok(product, product.is_featured ? messages.productFeatured : messages.productUnfeatured);
    },
  );

  const imageAccess = {
    preValidation: authorize(ctx, 'products', 'edit'),
    config: upload,
    schema: route({ params: idParam, upload: 'image', data: productRecord }),
  };
  app.post('/products/:id/image', imageAccess, async (request) => {
    const { id } = request.params;
    await requireProduct(ctx.db, id);
    const part = await uploadedFile(request, 'image', PRODUCT_IMAGE_MAX_BYTES, messages.productImageMissing);
    const stored = await storeImage(imagesDir, part.file, PRODUCT_IMAGE_MAX_BYTES);
    return ok(await setProductImage(ctx.db, id, stored, actorOf(request), imagesDir), messages.productImageUpdated);
  });

  app.post(
    '/products/:id/duplicate',
    {
      preValidation: authorize(ctx, 'products', 'create'),
      schema: route({ params: idParam, data: productRecord, status: 201 }),
    },
    async (request, reply) => {
      const { id } = request.params;
      reply.code(201);
      return ok(await duplicateProduct(ctx.db, id, actorOf(request)), messages.productDuplicated);
    },
  );

  app.post(
    '/products/:id/archive',
    { preValidation: authorize(ctx, 'products', 'status'), schema: route({ params: idParam, data: productRecord }) },
    async (request) => {
      const { id } = request.params;
      return ok(await archiveProduct(ctx.db, id, actorOf(request)), messages.productArchived);
    },
  );

  app.post(
    '/products/:id/restore',
    { preValidation: authorize(ctx, 'products', 'status'), schema: route({ params: idParam, data: productRecord }) },
    async (request) => {
      const { id } = request.params;
      return ok(await restoreProduct(ctx.db, id, actorOf(request)), messages.productRestored);
    },
  );

  app.post(
    '/products/:id/stock',
    { preValidation: authorize(ctx, 'products', 'stock'), schema: route({ params: idParam, body: stockAdjustSchema }) },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      return ok(await adjustStock(ctx.db, id, input, actorOf(request)), messages.stockAdjusted);
    },
  );

  app.get(
    '/products/:id/inventory',
    { preValidation: authorize(ctx, 'products', 'show'), schema: route({ params: idParam }) },
    async (request) => {
      const { id } = request.params;
      return ok(await productInventory(ctx.db, id));
    },
  );

  app.get(
    '/products/:id/performance',
    { preValidation: authorize(ctx, 'products', 'show'), schema: route({ params: idParam }) },
    async (request) => {
      const { id } = request.params;
      return ok(await productPerformance(ctx.db, id, today(), currentAuth(request)));
    },
  );

  app.get(
    '/products/:id/analytics',
    {
      preValidation: authorize(ctx, 'products', 'show'),
      schema: route({ params: idParam, query: salesAnalyticsQuery }),
    },
    async (request) => {
      const { id } = request.params;
      return ok(
        await productAnalytics(ctx.db, id, request.query, today(), currentAuth(request)),
      );
    },
  );

  app.get(
    '/products/:id/sales',
    { preValidation: authorize(ctx, 'products', 'show'), schema: route({ params: idParam, query: productSalesQuery }) },
    async (request) => {
      const { id } = request.params;
      const query = request.query;
      const { rows, total, totals } = await productSales(ctx.db, id, query, currentAuth(request));
      return ok({ sales: rows, pagination: pagination(query, total), totals });
    },
  );
}
