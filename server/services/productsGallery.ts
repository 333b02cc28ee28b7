import { and, asc, eq, sql } from 'drizzle-orm';
import { format } from '../../src/domain/messages';
import { errors } from '../../src/domain/messages';
import { pricingMessages as messages } from '../../src/domain/pricing';
import type { ImageOrderInput } from '../../src/domain/pricing';
import type { Db, Tx } from '../db/client';
import { productImages, products } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { requireRight } from '../lib/rights';
import type { Actor } from '../lib/actor';
import { audit } from './audit';
import { discardStoredImage, PRODUCT_IMAGE_URL_PREFIX, removeImageIfUnused } from './productsImages';

// A product's images in order (issue 30): POST /products/{id}/images (several files, field `images`),
// DELETE /products/{id}/images/{imageId}, PUT /products/{id}/images/order. The first image is the
// product's picture: products.image_url follows it after every change, so the catalogue, the order forms
// and the exports keep reading one column.

/** The most images one product keeps. */
export const MAX_PRODUCT_IMAGES = 10;

async function lockProduct(tx: Tx, id: number) {
  const [row] = await tx.select({ imageUrl: products.image_url }).from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound(errors.productMissing);
  return row;
}

const rowsOf = (db: Db | Tx, id: number) =>
  db
    .select({ id: productImages.id, url: productImages.url, position: productImages.position })
    .from(productImages)
    .where(eq(productImages.product_id, id))
    .orderBy(asc(productImages.position), asc(productImages.id));

/** Positions 0..n-1 in the given order, and the product's picture = the first. */
async function settle(tx: Tx, id: number, ordered: readonly { id: number; url: string }[]) {
  for (const [position, image] of ordered.entries())
    await tx.update(productImages).set({ position }).where(eq(productImages.id, image.id));
  await tx
    .update(products)
    .set({ image_url: ordered[0]?.url ?? null, updated_at: new Date() })
    .where(eq(products.id, id));
}

export async function listImages(db: Db, id: number) {
  const [product] = await db.select({ imageUrl: products.image_url }).from(products).where(eq(products.id, id));
  if (!product) throw notFound(errors.productMissing);
  return { image_url: product.imageUrl, images: await rowsOf(db, id) };
}

/**
 * Adds stored files at the end. A product whose picture was set before it had a gallery (the single-image
 * call, the demo data) gets that picture as its first image, so adding never hides it.
 */
export async function addImages(db: Db, id: number, storedNames: readonly string[], actor: Actor, imagesDir: string) {
  requireRight(actor.auth, 'products', 'edit');
  try {
    await db.transaction(async (tx) => {
      const product = await lockProduct(tx, id);
      const current = await rowsOf(tx, id);
      const adopt = !current.length && product.imageUrl ? [product.imageUrl] : [];
      const urls = [...adopt, ...storedNames.map((name) => `${PRODUCT_IMAGE_URL_PREFIX}${name}`)];
      if (current.length + urls.length > MAX_PRODUCT_IMAGES) {
        const message = format(messages.imagesTooMany, { max: MAX_PRODUCT_IMAGES });
        throw badRequest(message, [{ field: 'images', message }]);
      }
      await tx.insert(productImages).values(
        urls.map((url, index) => ({ product_id: id, url, position: current.length + index, created_by: actor.auth.user.id })),
      );
      await settle(tx, id, await rowsOf(tx, id));
      await audit(tx, { userId: actor.auth.user.id, action: 'images_add', entity: 'product', entityId: id, changes: { urls }, ip: actor.ip });
    });
  } catch (error) {
    for (const name of storedNames) await discardStoredImage(imagesDir, name);
    throw error;
  }
  return listImages(db, id);
}

export async function deleteImage(db: Db, id: number, imageId: number, actor: Actor, imagesDir: string) {
  requireRight(actor.auth, 'products', 'edit');
  const url = await db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const [gone] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.product_id, id)))
      .returning({ url: productImages.url });
    if (!gone) throw notFound(messages.imageNotFound);
    await settle(tx, id, await rowsOf(tx, id));
    await audit(tx, { userId: actor.auth.user.id, action: 'image_delete', entity: 'product', entityId: id, changes: { url: gone.url }, ip: actor.ip });
    return gone.url;
  });
  await removeImageIfUnused(db, imagesDir, url);
  return listImages(db, id);
}

export async function reorderImages(db: Db, id: number, input: ImageOrderInput, actor: Actor) {
  requireRight(actor.auth, 'products', 'edit');
  await db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const current = await rowsOf(tx, id);
    const byId = new Map(current.map((image) => [image.id, image]));
    const sameSet = input.image_ids.length === current.length && new Set(input.image_ids).size === current.length && input.image_ids.every((imageId) => byId.has(imageId));
    if (!sameSet) throw badRequest(messages.imagesOrderMismatch, [{ field: 'image_ids', message: messages.imagesOrderMismatch }]);
    await settle(tx, id, input.image_ids.map((imageId) => byId.get(imageId)!));
    await audit(tx, { userId: actor.auth.user.id, action: 'images_order', entity: 'product', entityId: id, changes: input, ip: actor.ip });
  });
  return listImages(db, id);
}

/** The single-image call replaced the picture: the gallery's first image is that picture too. */
export async function replaceFirstImage(tx: Tx, id: number, url: string) {
  await tx
    .update(productImages)
    .set({ url })
    .where(and(eq(productImages.product_id, id), eq(productImages.position, sql`(select min(position) from product_images where product_id = ${id})`)));
}
