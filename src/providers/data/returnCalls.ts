import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { ReturnCreateInput, ReturnRecord, ReturnStatus } from '../../domain/returns';
import type { statementHead, StatementImport, StatementRecord } from '../../domain/statements/records';
import { pathId, type ApiCall } from './apiCall';

// Issue 29: returns recorded at a delivery and approved by the office; bank statements imported, read and
// their lines matched by hand.

export type StatementHead = z.infer<typeof statementHead>;

export interface ReturnCalls {
  /** POST /returns: the distributor's return on one order of theirs. */
  createReturn: (input: Omit<ReturnCreateInput, 'note'> & { note?: string | null }) => Promise<ReturnRecord>;
  /** GET /returns with a status: the office's list. */
  listReturns: (status: ReturnStatus, limit?: number) => Promise<ReturnRecord[]>;
  /** POST /returns/{id}/approve: the approved return (with its credit note when its order is invoiced). */
  approveReturn: (id: Identifier) => Promise<{ record: ReturnRecord; message: string }>;
  /** POST /bank-statements: multipart field `file`. */
  importStatement: (file: File) => Promise<{ statement: StatementImport; message: string }>;
  listStatements: () => Promise<StatementHead[]>;
  getStatement: (id: Identifier) => Promise<StatementRecord>;
  matchStatementLine: (id: Identifier, lineId: Identifier, invoiceId: number) => Promise<StatementRecord>;
}

export function returnCalls(call: ApiCall): ReturnCalls {
  return {
    async createReturn(input) {
      return (await call<ReturnRecord>('/returns', { method: 'POST', body: input })).data as ReturnRecord;
    },
    async listReturns(status, limit = 100) {
      const reply = await call<{ returns: ReturnRecord[] }>('/returns', { query: { status, limit, sortBy: 'created_at', sortOrder: 'DESC' } });
      return reply.data?.returns ?? [];
    },
    async approveReturn(id) {
      const reply = await call<ReturnRecord>(`/returns/${pathId(id)}/approve`, { method: 'POST', body: {} });
      return { record: reply.data as ReturnRecord, message: reply.message ?? '' };
    },
    async importStatement(file) {
      const form = new FormData();
      form.append('file', file, file.name);
      const reply = await call<StatementImport>('/bank-statements', { method: 'POST', body: form });
      return { statement: reply.data as StatementImport, message: reply.message ?? '' };
    },
    async listStatements() {
      const reply = await call<{ bank_statements: StatementHead[] }>('/bank-statements', { query: { limit: 20 } });
      return reply.data?.bank_statements ?? [];
    },
    async getStatement(id) {
      return (await call<StatementRecord>(`/bank-statements/${pathId(id)}`)).data as StatementRecord;
    },
    async matchStatementLine(id, lineId, invoiceId) {
      const path = `/bank-statements/${pathId(id)}/lines/${pathId(lineId)}/match`;
      return (await call<StatementRecord>(path, { method: 'POST', body: { invoice_id: invoiceId } })).data as StatementRecord;
    },
  };
}
