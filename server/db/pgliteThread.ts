import { Duplex } from 'node:stream';
import type { ResourceLimits, Worker } from 'node:worker_threads';
import pg from 'pg';
import { startTsWorker } from '../lib/tsWorker';

// The embedded database on a data directory runs in a thread of its own (pgliteWorker.ts), and the server
// reaches it as it reaches a PostgreSQL server: node-postgres, one connection, whose bytes go to the thread
// instead of a socket. PGlite's WebAssembly runs synchronously: on the server's thread, each statement held
// every request, and the HTTP work (parsing, guards, serialising) could not overlap the SQL. In the thread,
// PGlite only runs SQL; the protocol is parsed here, where the time is to spare.
//
// One connection, never closed while the server runs: PGlite is one session, so a second connection would
// share its prepared statements and transaction. Should the connection be replaced (after an error), the
// thread starts the session afresh (pgliteWorker.ts, `connected`).

export type ToThread =
  | { kind: 'open'; dataDir: string }
  | { kind: 'connect'; connection: number }
  | { kind: 'bytes'; connection: number; bytes: Uint8Array }
  | { kind: 'close' };

/** Each message to the thread gets one answer: its own kind's, or `failed`. */
export type FromThread =
  | { kind: 'opened' }
  | { kind: 'connected' }
  | { kind: 'bytes'; connection: number; bytes: Uint8Array }
  | { kind: 'failed'; message: string }
  | { kind: 'closed' };

const WORKER_URL = new URL('./pgliteWorker.ts', import.meta.url).href;

/** The connection's end on the server's side: what node-postgres writes goes to the thread. */
class ThreadStream extends Duplex {
  #queued: Uint8Array[] = [];

  constructor(private readonly thread: DatabaseThread) {
    super();
  }

  // The parts of net.Socket node-postgres calls.
  connect() {
    const failed = this.thread.attach(this);
    // A thread that stopped answers nothing: the connection fails at once rather than wait.
    queueMicrotask(() => (failed ? this.destroy(failed) : this.emit('connect')));
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }

  override _read() {}

  // A statement's messages (parse, bind, describe, execute, sync) are written one by one in one turn:
  // posted to the thread together.
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    if (this.#queued.push(chunk) === 1) queueMicrotask(() => this.#flush());
    done();
  }

  #flush() {
    const chunks = this.#queued;
    this.#queued = [];
    if (chunks.length) this.thread.post(this, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
  }

  override _final(done: (error?: Error | null) => void) {
    this.#flush();
    this.push(null);
    done();
  }

  received(bytes: Uint8Array) {
    if (bytes.byteLength) this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
}

class DatabaseThread {
  /** The connection's stream, and its number: bytes of an earlier connection, either way, are dropped. */
  #stream: ThreadStream | null = null;
  #connection = 0;
  /** Messages posted and not yet answered: while there are any, the thread keeps the process alive. */
  #waiting = 0;
  #failed: Error | null = null;
  #opened!: { resolve(): void; reject(error: Error): void };
  #closed: (() => void) | null = null;
  /** Once open and until asked to close: a stop then is the thread's failure, told to `onStopped`. */
  #running = false;

  constructor(
    private readonly worker: Worker,
    private readonly onStopped?: (error: Error) => void,
  ) {
    worker.on('message', (message: FromThread) => this.#message(message));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`the database thread stopped (${code})`)));
  }

  open(dataDir: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#opened = { resolve, reject };
      this.#send({ kind: 'open', dataDir });
    });
  }

  /** Makes `stream` the connection's; the error the thread stopped with, if it did. */
  attach(stream: ThreadStream): Error | null {
    this.#stream = stream;
    if (!this.#failed) this.#send({ kind: 'connect', connection: ++this.#connection });
    return this.#failed;
  }

  post(stream: ThreadStream, bytes: Uint8Array) {
    if (stream !== this.#stream) return;
    if (this.#failed) return stream.destroy(this.#failed);
    this.#send({ kind: 'bytes', connection: this.#connection, bytes });
  }

  close(): Promise<void> {
    this.#running = false;
    if (this.#failed) return Promise.resolve();
    return new Promise((resolve) => {
      this.#closed = resolve;
      this.#send({ kind: 'close' });
    });
  }

  #send(message: ToThread) {
    if (this.#waiting++ === 0) this.worker.ref();
    this.worker.postMessage(message);
  }

  #message(message: FromThread) {
    // An idle database, as PGlite on the server's thread, never keeps the process alive.
    if (--this.#waiting === 0) this.worker.unref();
    if (message.kind === 'bytes') {
      if (message.connection === this.#connection) this.#stream?.received(message.bytes);
    }
    else if (message.kind === 'opened') {
      this.#running = true;
      this.#opened.resolve();
    }
    else if (message.kind === 'closed') this.#closed?.();
    else if (message.kind === 'failed') this.#fail(new Error(message.message));
  }

  #fail(error: Error) {
    if (this.#failed) return;
    this.#failed = error;
    this.worker.unref();
    this.#opened.reject(error);
    this.#closed?.();
    this.#stream?.destroy(error);
    if (this.#running) {
      this.#running = false;
      this.onStopped?.(error);
    }
  }

  /** Ends the thread at once, the database not closed: what a crash of the thread does. */
  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

export interface PgliteThread {
  pool: pg.Pool;
  close(): Promise<void>;
  /** Ends the thread as a crash would (a failure of the thread, told to `onStopped`). */
  terminate(): Promise<number>;
}

/**
 * PGlite on `dataDir` in a thread of its own, and a pool of its one connection; resolves once it is open.
 * `onStopped` hears of the thread ending by itself (an error, a crash, `limits` exceeded), not of `close`:
 * every statement fails from then on.
 */
export async function openPgliteThread(
  dataDir: string,
  onStopped?: (error: Error) => void,
  limits?: ResourceLimits,
): Promise<PgliteThread> {
  const thread = new DatabaseThread(startTsWorker(WORKER_URL, limits), onStopped);
  await thread.open(dataDir);
  const pool = new pg.Pool({
    max: 1,
    // Never closed for being idle: the connection is the session its prepared statements live in.
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    stream: () => new ThreadStream(thread),
  });
  // A connection the thread broke is replaced by the pool on the next statement.
  pool.on('error', () => undefined);
  return {
    pool,
    close: async () => {
      await pool.end();
      await thread.close();
    },
    terminate: () => thread.terminate(),
  };
}
