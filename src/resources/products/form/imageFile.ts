import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '../../../domain/products/rules';

// Spec 002 section 5 "Image upload": checked when the file is picked, before anything is sent. The
// server checks again from the file's bytes; here the browser's declared type is all there is.

/** The server's own messages for the two refusals (src/domain/messages/errors.ts). */
export const IMAGE_MESSAGES = {
  invalidType: 'bakery.errors.productImageInvalid',
  tooBig: 'bakery.errors.productImageTooLarge',
} as const;

/** For the file input's `accept`: the picker offers the four formats only. */
export const IMAGE_ACCEPT = PRODUCT_IMAGE_TYPES.join(',');

/** The message key of a file that cannot be a product's image; null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.invalidType;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooBig;
  return null;
}
