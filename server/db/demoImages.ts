import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../config';
import { PRODUCT_IMAGE_URL_PREFIX, productImagesDir } from '../services/productsImages';

// The demo products' pictures (drawn by server/scripts/draw-demo-images.ts) ship with the code and are
// copied into the uploads folder with the demo data, under names the upload route accepts (32 hex digits).

export const DEMO_IMAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'demo-images');

export function demoImageName(productId: number): string {
  return `${createHash('md5').update(`demo-product-${productId}`).digest('hex')}.jpg`;
}

export function demoImageUrl(productId: number): string {
  return `${PRODUCT_IMAGE_URL_PREFIX}${demoImageName(productId)}`;
}

/** Copies the pictures the demo data names into the uploads folder; a file already there is kept. */
export async function installDemoImages(config: Pick<ServerConfig, 'dataDir' | 'uploadsDir'>): Promise<number> {
  const target = productImagesDir(config);
  await fsp.mkdir(target, { recursive: true });
  let copied = 0;
  for (const name of await fsp.readdir(DEMO_IMAGES_DIR)) {
    try {
      await fsp.copyFile(path.join(DEMO_IMAGES_DIR, name), path.join(target, name), fsp.constants.COPYFILE_EXCL);
      copied += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return copied;
}
