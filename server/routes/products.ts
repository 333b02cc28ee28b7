import type { FastifyInstance } from 'fastify';
import { idParam } from '../../src/domain/schemas/common';
import { categoryListQuery, productListQuery } from '../../src/domain/schemas/lists';
import type { AppContext } from '../context';
import { parse } from '../lib/parse';
import { list, ok } from '../lib/reply';
import { authorize } from '../plugins/auth';
import { getCategory, getProduct, listCategories, listProducts, productSummary } from '../services/products';

export async function productRoutes(app: FastifyInstance, ctx: AppContext) {
  // Static paths first in meaning; Fastify matches them before /products/:id anyway.
  app.get('/products/categories', { preHandler: authorize(ctx, 'categories', 'list') }, async (request) => {
    const query = parse(categoryListQuery, request.query);
    const { rows, total } = await listCategories(ctx.db, query);
    return list('categories', rows, query, total);
  });

  app.get('/products/categories/:id', { preHandler: authorize(ctx, 'categories', 'show') }, async (request) => {
    const { id } = parse(idParam, request.params);
    return ok(await getCategory(ctx.db, id));
  });

  app.get('/products/stats', { preHandler: authorize(ctx, 'products', 'list') }, async () => ok(await productSummary(ctx.db)));

  app.get('/products', { preHandler: authorize(ctx, 'products', 'list') }, async (request) => {
    const query = parse(productListQuery, request.query);
    const { rows, total, summary } = await listProducts(ctx.db, query);
    return list('products', rows, query, total, { summary });
  });

  app.get('/products/:id', { preHandler: authorize(ctx, 'products', 'show') }, async (request) => {
    const { id } = parse(idParam, request.params);
    return ok(await getProduct(ctx.db, id));
  });
}
