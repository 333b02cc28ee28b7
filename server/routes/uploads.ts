import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { parse } from '../lib/parse';
import { describe } from '../lib/routeSchema';
import { sendImage } from '../lib/sendImage';
import { authorize } from '../plugins/auth';
import { openStoredImage, productImagesDir } from '../services/productsImages';

// Uploaded files, for signed-in users only. The name must be one the server made (random hex and the
// extension of the type it recognised), so no path reaches the disk; the type is sent from that
// extension and the browser is told not to guess another.

const fileParam = z.object({ file: z.string().max(100) });

export async function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const imagesDir = productImagesDir(ctx.config);

  const access = {
    preHandler: authorize(ctx, 'products', 'show'),
    schema: describe({ params: fileParam, file: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] }),
  };
  app.get('/uploads/products/:file', access, async (request, reply) => {
    const { file } = parse(fileParam, request.params);
    return sendImage(reply, await openStoredImage(imagesDir, file));
  });
}
