// Spec 002 section 5: an avatar is an image of at most 5 MB, checked when picked, before anything is
// sent; the server checks the bytes again. Problems are bakery.profile.avatar.* keys.

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** For the file input's `accept`. */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'bakery.profile.avatar.invalid_type';
  if (file.size > AVATAR_MAX_BYTES) return 'bakery.profile.avatar.too_big';
  return null;
}
