import fs from 'node:fs';
import path from 'node:path';

// PGlite is a single-process database: two servers writing one directory would corrupt it or silently
// lose writes. A lock file holding the owner's pid keeps the second one out; a lock left by a dead
// process is taken over.
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dir} is in use by another server (process ${pid}). ` +
        'Stop that server first, or start this one with another DATA_DIR.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const heldHere = new Set<string>();

export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  if (heldHere.has(file)) throw new DataDirLockedError(dir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dir, owner);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
