import { z } from 'zod';
import type { AppContext } from '../context';
import { route, type Api } from '../lib/route';
import { sendImage } from '../lib/sendImage';
import { authorize } from '../plugins/auth';
import { openStoredImage, productImagesDir } from '../services/productsImages';

// Uploaded files, for signed-in users only. The name must be one the server made (random hex and the
// extension of the type it recognised), so no path reaches the disk; the type is sent from that
// extension and the browser is told not to guess another.

const fileParam = z.object({ file: z.string().max(100) });

export async function uploadRoutes(app: Api, ctx: AppContext) {
  const imagesDir = productImagesDir(ctx.config);

  const access = {
    preValidation: authorize(ctx, 'products', 'show'),
    schema: route({ params: fileParam, file: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] }),
  };
  app.get('/uploads/products/:file', access, async (request, reply) => {
    const { file } = request.params;
    return sendImage(reply, await openStoredImage(imagesDir, file));
  });
}
