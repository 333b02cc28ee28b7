import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { authErrors } from '../../src/domain/auth/messages';
import { AVATAR_MAX_BYTES } from '../../src/domain/auth/rules';
import type { ServerConfig } from '../config';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { ApiError, notFound } from '../lib/errors';
import { audit } from './audit';
import { discardStoredImage, productImagesDir, storeImage } from './productsImages';
import type { UserRow } from './sessions';

// Profile pictures, stored like product images (type from the first bytes, size counted while the upload
// streams, a random name) in their own folder beside the products' one, and served to signed-in users
// at /api/uploads/avatars/<name>. A replaced or removed picture's file goes.

export const AVATAR_URL_PREFIX = '/api/uploads/avatars/';
const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

/** DATA_DIR/uploads/avatars, or UPLOADS_DIR/avatars when configured. */
export function avatarsDir(config: Pick<ServerConfig, 'dataDir' | 'uploadsDir'>): string {
  return path.join(path.dirname(productImagesDir(config)), 'avatars');
}

const fieldError = (message: string) => new ApiError(400, message, [{ field: 'avatar', message }]);

/** The product images' refusals (413, 415), said about a profile picture and on its field. */
async function storeAvatarFile(dir: string, upload: Readable & { truncated?: boolean }): Promise<string> {
  try {
    return await storeImage(dir, upload, AVATAR_MAX_BYTES);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 413) throw fieldError(authErrors.avatarTooLarge);
    if (error instanceof ApiError && error.statusCode === 415) throw fieldError(authErrors.avatarInvalid);
    throw error;
  }
}

function storedNameOf(url: string | null): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}

async function setAvatar(ctx: AppContext, userId: number, url: string | null, action: string, ip: string | null) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatar_url: users.avatar_url })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [updated] = await tx
      .update(users)
      .set({ avatar_url: url, updated_at: ctx.now() })
      .where(eq(users.id, userId))
      .returning();
    await audit(tx, { userId, action, entity: 'user', entityId: userId, changes: { avatar_url: url }, ip });
    return { user: updated!, previous: before?.avatar_url ?? null };
  });
}

/** Stores an uploaded picture as the user's avatar; the one it replaces is deleted. */
export async function uploadAvatar(
  ctx: AppContext,
  user: UserRow,
  upload: Readable & { truncated?: boolean },
  ip: string | null,
) {
  const dir = avatarsDir(ctx.config);
  const name = await storeAvatarFile(dir, upload);
  let result;
  try {
    result = await setAvatar(ctx, user.id, `${AVATAR_URL_PREFIX}${name}`, 'update_avatar', ip);
  } catch (error) {
    await discardStoredImage(dir, name);
    throw error;
  }
  const old = storedNameOf(result.previous);
  if (old) await discardStoredImage(dir, old);
  return result.user;
}

/** Removes the user's avatar and its file; 404 when there is none. */
export async function removeAvatar(ctx: AppContext, user: UserRow, ip: string | null) {
  if (!user.avatar_url) throw notFound(authErrors.noAvatar);
  const result = await setAvatar(ctx, user.id, null, 'remove_avatar', ip);
  const old = storedNameOf(result.previous);
  if (old) await discardStoredImage(avatarsDir(ctx.config), old);
  return result.user;
}
