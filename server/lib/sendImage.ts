import type { FastifyReply } from 'fastify';
import type { openStoredImage } from '../services/productsImages';

/**
 * Sends an uploaded picture (a product's or an avatar): its type from the stored name, never guessed by
 * the browser; a stored name is never reused for other bytes, so the browser may keep it (privately).
 */
export function sendImage(reply: FastifyReply, image: Awaited<ReturnType<typeof openStoredImage>>) {
  return reply
    .type(image.type)
    .header('Content-Length', image.size)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .send(image.stream);
}
