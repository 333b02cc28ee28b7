import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long requests under way may take to finish once the server is told to stop. */
export const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Prepares the server's stop; call it before listen. Fastify's close() ends the idle keep-alive
 * connections, but a connection that never carried a request (a browser opens spare ones ahead) is not
 * idle to Node and would hold the stop until the browser drops it, a minute or more: those are closed at
 * once. Requests under way get `graceMs` to answer, their connections closed as they do; then any left
 * are closed too.
 */
export function prepareStop(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): () => Promise<void> {
  const open = new Set<Socket>();
  const used = new WeakSet<Socket>();
  let stopping = false;
  app.server.on('connection', (socket: Socket) => {
    // Accepted as the stop began: no request of it is under way.
    if (stopping) return socket.destroy();
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    used.add(request.socket);
    // Answered during the stop: the connection is not kept for another request.
    response.once('finish', () => {
      if (stopping) setImmediate(() => app.server.closeIdleConnections());
    });
  });
  return async () => {
    stopping = true;
    const grace = setTimeout(() => app.server.closeAllConnections(), graceMs);
    try {
      const closing = app.close();
      for (const socket of open) if (!used.has(socket)) socket.destroy();
      await closing;
    } finally {
      clearTimeout(grace);
    }
  };
}
