import { z } from 'zod';
import { authErrors } from '../../src/domain/auth/messages';
import { avatarReply } from '../../src/domain/auth/records';
import { AVATAR_MAX_BYTES } from '../../src/domain/auth/rules';
import type { AppContext } from '../context';
import { badRequest } from '../lib/errors';
import { ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { sendImage } from '../lib/sendImage';
import { ownAccount, requireAuth } from '../plugins/auth';
import { publicUser } from '../services/auth';
import { avatarsDir, removeAvatar, uploadAvatar } from '../services/avatars';
import { openStoredImage } from '../services/productsImages';

// The own profile picture (POST /auth/avatar, multipart field `avatar` or `image`) and the pictures'
// files, for signed-in users: every employee sees colleagues' pictures in lists and menus.

const AVATAR_FIELDS = new Set(['avatar', 'image']);
const fileParam = z.object({ file: z.string().max(100) });

export async function avatarRoutes(app: Api, ctx: AppContext) {
  const signedIn = requireAuth(ctx);
  const dir = avatarsDir(ctx.config);

  app.post(
    '/auth/avatar',
    { preValidation: signedIn, config: { upload: true }, schema: route({ upload: 'avatar', data: avatarReply }) },
    async (request) => {
      const missing = () =>
        badRequest(authErrors.avatarMissing, [{ field: 'avatar', message: authErrors.avatarMissing }]);
      if (!request.isMultipart()) throw missing();
      const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 }, throwFileSizeLimit: false });
      if (!part) throw missing();
      if (!AVATAR_FIELDS.has(part.fieldname)) {
        part.file.resume();
        throw missing();
      }
      const user = await uploadAvatar(ctx, await ownAccount(ctx, request), part.file, request.ip ?? null);
      return ok({ avatar: user.avatar_url, user: publicUser(user) }, authErrors.avatarUpdated);
    },
  );

  app.delete('/auth/avatar', { preValidation: signedIn, schema: route({ data: avatarReply }) }, async (request) => {
    const user = await removeAvatar(ctx, await ownAccount(ctx, request), request.ip ?? null);
    return ok({ avatar: null, user: publicUser(user) }, authErrors.avatarRemoved);
  });

  app.get(
    '/uploads/avatars/:file',
    {
      preValidation: signedIn,
      schema: route({ params: fileParam, file: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] }),
    },
    async (request, reply) => {
      const { file } = request.params;
      return sendImage(reply, await openStoredImage(dir, file));
    },
  );
}
