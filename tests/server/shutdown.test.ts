import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareStop } from '../../server/lib/shutdown';

// The server's stop (server/start.ts on SIGTERM): a browser's spare connection, opened ahead with no
// request on it, must not hold it; a request under way finishes within the grace; one that does not is cut.

let app: FastifyInstance | undefined;
afterEach(async () => {
  app?.server.closeAllConnections();
  app = undefined;
});

/** A server with a route that answers when `release` is called. */
async function serve(graceMs: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = () => {};
  const requested = new Promise<void>((resolve) => (started = resolve));
  app = Fastify();
  app.get('/slow', async () => {
    started();
    await released;
    return { done: true };
  });
  const stop = prepareStop(app, graceMs);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, stop, release, requested };
}

/** A connection that never sends a request, as a browser's spare one; `closed` settles when the server closes it. */
function silentConnection(port: number): Promise<{ closed: Promise<void> }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve({ closed: new Promise((closed) => socket.once('close', () => closed())) }));
  });
}

describe('stopping the server', () => {
  // The grace is a minute: were the spare connection kept, the stop would outlast the test's limit.
  it('closes a connection that never carried a request at once', { timeout: 20_000 }, async () => {
    const { port, stop } = await serve(60_000);
    const { closed } = await silentConnection(port);
    await stop();
    await closed;
    expect(app!.server.listening).toBe(false);
  });

  it('lets a request under way finish and answer', { timeout: 20_000 }, async () => {
    const { url, port, stop, release, requested } = await serve(60_000);
    const { closed } = await silentConnection(port);
    const reply = fetch(`${url}/slow`).then((response) => response.json());
    await requested;
    const stopped = stop();
    await closed;
    release();
    expect(await reply).toEqual({ done: true });
    await stopped;
  });

  it('cuts a request that outlasts the grace', { timeout: 20_000 }, async () => {
    const { url, stop, requested } = await serve(50);
    const reply = fetch(`${url}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await requested;
    await stop();
    expect(await reply).toBe('cut');
  });
});
