import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FromThread, ToThread } from './pgliteThread';

// The embedded database's thread (see pgliteThread.ts): one PGlite on a data directory, speaking the
// PostgreSQL protocol to the server's one connection. The bytes the server's driver writes arrive as they
// are; each whole message is handed to PGlite in the order it came, and what PGlite answers goes back as
// bytes.

let db: PGlite | null = null;
let pending: Buffer = Buffer.alloc(0);
/** The connection being served; the first message of a connection is its startup packet, framed without a type byte. */
let connection = 0;
let startup = true;
/** Messages are handed to PGlite one after the other, in the order they arrived. */
let chain: Promise<unknown> = Promise.resolve();

const PROTOCOL_3 = 196608;
const TERMINATE = 0x58; // 'X'
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'

const send = (message: FromThread, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(message, transfer);

/** The length of the whole message at the start of `buffer`, or 0 when it has not all arrived. */
function messageLength(buffer: Buffer): number {
  if (startup) {
    if (buffer.length < 8) return 0;
    const length = buffer.readInt32BE(0);
    if (buffer.readInt32BE(4) !== PROTOCOL_3) throw new Error('only protocol 3.0 startup packets are understood');
    return buffer.length >= length ? length : 0;
  }
  if (buffer.length < 5) return 0;
  const length = 1 + buffer.readInt32BE(1);
  return buffer.length >= length ? length : 0;
}

/**
 * Hands one protocol message to PGlite; what it answers is added to `answer` as it comes. Not through
 * execProtocolRaw: that one also parses every answer into message objects (every row's fields as strings)
 * and keeps them in a list that only PGlite's own query() empties, which this thread never calls between
 * connections. The thread's memory grew with every row ever read (110 MB for 2,000 reads of 200 rows;
 * pgliteThread.test.ts holds that it no longer does), and the parsing cost four times the bytes' own
 * handling (1.35 against 0.34 ms a read of 200 rows).
 */
async function execute(message: Uint8Array, syncToFs: boolean, answer: Uint8Array[]): Promise<void> {
  // PGlite hands over a view of its WebAssembly memory, which its next write reuses: copied at once.
  await db!.execProtocolRawStream(message, { syncToFs, onRawData: (bytes) => void answer.push(bytes.slice()) });
}

/** The parts (each a copy with a buffer of its own) as one array, whose buffer is transferred whole. */
function joined(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const whole = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return whole;
}

async function received(from: number, bytes: Uint8Array): Promise<void> {
  // An earlier connection's last bytes (its Terminate) can arrive after the next one began.
  if (from !== connection) return send({ kind: 'bytes', connection: from, bytes: new Uint8Array(0) });
  pending = pending.length ? Buffer.concat([pending, bytes]) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [];
  for (let length = messageLength(pending); length > 0; length = messageLength(pending)) {
    const message = pending.subarray(0, length);
    pending = pending.subarray(length);
    const first = startup;
    startup = false;
    // Terminate ends the connection, not the database: the next connection starts afresh.
    if (!first && message[0] === TERMINATE) continue;
    // PGlite's own query() syncs its file system once, after the last message: so here, at a Sync or a
    // simple Query.
    const last = !first && (message[0] === SYNC || message[0] === QUERY);
    await execute(new Uint8Array(message), first || last, parts);
  }
  const answer = joined(parts);
  send({ kind: 'bytes', connection, bytes: answer }, [answer.buffer as ArrayBuffer]);
}

/**
 * A new connection: whatever the last one left in the session (a transaction, prepared statements, settings,
 * advisory locks) is undone, as a new PostgreSQL backend would start without them.
 */
async function connected(id: number): Promise<void> {
  connection = id;
  pending = Buffer.alloc(0);
  startup = true;
  if (db!.isInTransaction()) await db!.exec('rollback');
  await db!.exec('discard all');
}

async function handle(message: ToThread): Promise<void> {
  switch (message.kind) {
    case 'open':
      db = new PGlite(message.dataDir, { extensions: { pg_trgm } });
      await db.waitReady;
      return send({ kind: 'opened' });
    case 'connect':
      await connected(message.connection);
      return send({ kind: 'connected' });
    case 'bytes':
      return received(message.connection, message.bytes);
    case 'close':
      await db?.close();
      send({ kind: 'closed' });
      // The thread ends of itself once nothing more can arrive.
      parentPort!.close();
  }
}

parentPort!.on('message', (message: ToThread) => {
  chain = chain
    .then(() => handle(message))
    .catch((error: unknown) => send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }));
});
