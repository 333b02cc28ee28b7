import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { ProductImageType } from '../../src/domain/products/rules';
import { errors as messages } from '../../src/domain/messages';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { productImages, products } from '../db/schema';
import { ApiError, notFound } from '../lib/errors';

// Product image files. The type is read from the first bytes, never from the name or the declared type;
// the size is counted while the upload streams to a temporary file, which is deleted when anything is
// wrong, so a refused upload leaves nothing behind. Stored files get random names.

export type ImageExtension = 'png' | 'jpg' | 'webp' | 'gif';

export const IMAGE_TYPES: Record<ImageExtension, ProductImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The URL path a stored image is served under (see server/routes/uploads.ts). */
export const PRODUCT_IMAGE_URL_PREFIX = '/api/uploads/products/';
const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

/** Enough bytes to tell every accepted format apart. */
const HEAD_BYTES = 12;

function startsWith(head: Uint8Array, bytes: number[], offset = 0): boolean {
  return head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** PNG, JPEG, WebP or GIF from the file's signature; anything else is null. */
export function detectImage(head: Uint8Array): ImageExtension | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** DATA_DIR/uploads/products, or UPLOADS_DIR/products when configured (a PostgreSQL install). */
export function productImagesDir(config: Pick<ServerConfig, 'dataDir' | 'uploadsDir'>): string {
  return path.join(config.uploadsDir ?? path.join(config.dataDir, 'uploads'), 'products');
}

export const imageTooLarge = () => new ApiError(413, messages.productImageTooLarge);
export const notAnImage = () => new ApiError(415, messages.productImageInvalid);

/**
 * Streams an upload into `dir` and returns the stored file's name. Refused (413, 415) when the stream
 * was cut at `maxBytes` (`truncated`, set by the multipart parser) or goes over it, or when its first
 * bytes are not an accepted image; the partial file is removed and the rest of the upload is read and
 * dropped, so the client gets its answer.
 */
export async function storeImage(
  dir: string,
  upload: Readable & { truncated?: boolean },
  maxBytes: number,
): Promise<string> {
  await fsp.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${randomBytes(16).toString('hex')}.part`);
  const out = fs.createWriteStream(temp, { flags: 'wx' });
  let size = 0;
  let head = Buffer.alloc(0);
  let kind: ImageExtension | null = null;
  let failure: ApiError | null = null;
  try {
    for await (const chunk of upload as AsyncIterable<Buffer>) {
      if (failure) continue;
      size += chunk.length;
      if (size > maxBytes) {
        failure = imageTooLarge();
        continue;
      }
      if (!kind && head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        if (head.length >= HEAD_BYTES) {
          kind = detectImage(head);
          if (!kind) {
            failure = notAnImage();
            continue;
          }
        }
      }
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if (!failure && upload.truncated) failure = imageTooLarge();
    // A file shorter than the signature window (a tiny GIF or nothing at all).
    if (!failure && !kind) kind = detectImage(head);
    if (!failure && !kind) failure = notAnImage();
    out.end();
    await once(out, 'close');
    if (failure) throw failure;
    const name = `${randomBytes(16).toString('hex')}.${kind!}`;
    await fsp.rename(temp, path.join(dir, name));
    return name;
  } catch (error) {
    out.destroy();
    await fsp.rm(temp, { force: true });
    throw error;
  }
}

/** The stored file a URL of ours names, or null for another address. */
export function storedNameOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(PRODUCT_IMAGE_URL_PREFIX)) return null;
  const name = url.slice(PRODUCT_IMAGE_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}

/** Deletes a stored image unless a product still shows it (a duplicate shares its original's file). */
export async function removeImageIfUnused(db: Db, dir: string, url: string): Promise<void> {
  const name = storedNameOf(url);
  if (!name) return;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.image_url, url));
  if (Number(row?.count ?? 0) > 0) return;
  // Issue 30: a product's other images (its gallery) keep their files too.
  const [kept] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(productImages)
    .where(eq(productImages.url, url));
  if (Number(kept?.count ?? 0) > 0) return;
  await fsp.rm(path.join(dir, name), { force: true });
}

/** Removes a file stored for a change that did not happen (the product vanished meanwhile). */
export async function discardStoredImage(dir: string, name: string): Promise<void> {
  if (STORED_NAME.test(name)) await fsp.rm(path.join(dir, name), { force: true });
}

/**
 * A stored image to send: 404 for a name that is not one of ours (which also rules out any path such as
 * ../) or a file that is gone.
 */
export async function openStoredImage(dir: string, name: string) {
  const match = STORED_NAME.exec(name);
  if (!match) throw notFound(messages.fileNotFound);
  const file = path.join(dir, name);
  try {
    const stat = await fsp.stat(file);
    if (!stat.isFile()) throw notFound(messages.fileNotFound);
    return { stream: fs.createReadStream(file), size: stat.size, type: IMAGE_TYPES[match[1] as ImageExtension] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(messages.fileNotFound);
    throw error;
  }
}
