import { format } from '../../src/domain/messages';
import { statementErrors as m } from '../../src/domain/statements/messages';
import type { ParsedStatement } from '../../src/domain/statements/types';
import { parseCamt053 } from './statementsCamt';
import { parseCoda } from './statementsCoda';
import { StatementRefusal } from './statementsRefusal';

// A bank statement as uploaded: untrusted bytes. Refused before any parsing when too large, empty, or
// carrying a DOCTYPE or ENTITY declaration (no DTD is ever read, so no external entity and no entity bomb);
// then read as CAMT.053 when it is XML, as CODA when its first record is a CODA header.

/** A month of a busy account's CAMT.053 is well under a megabyte; 5 MB leaves room and bounds the work. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/** UTF-8 when the bytes are UTF-8 (CAMT.053 always is), else Latin-1 (older CODA files). */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

export function parseStatement(bytes: Uint8Array): ParsedStatement {
  if (bytes.length > STATEMENT_MAX_BYTES) throw new StatementRefusal(format(m.fileTooLarge, { max: STATEMENT_MAX_BYTES / 1024 / 1024 }));
  const content = decode(bytes);
  if (!content.trim()) throw new StatementRefusal(m.fileEmpty);
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(content)) throw new StatementRefusal(m.doctypeRefused);
  const start = content.trimStart();
  if (start.startsWith('<')) return parseCamt053(content);
  if (start.startsWith('0')) return parseCoda(content);
  throw new StatementRefusal(m.unknownFormat);
}
