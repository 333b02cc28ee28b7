import { describe, expect, it } from 'vitest';
import { logsCsv } from '../../src/custom/settings/logsCsv';
import { parseCsv } from '../../src/domain/csvTable';

// The audit log's CSV export (issue 27): one line per entry under the screen's Arabic headers, the action,
// record kind and author in the tab's words, the changes as JSON, and no cell a spreadsheet would run as
// a formula (an unknown action is written as the server named it, and still made safe).

describe('logsCsv', () => {
  it('writes each entry under the headers, its changes as JSON and formula-like cells as text', () => {
    const text = logsCsv(
      [
        {
          id: 2,
          user_id: 1,
          action: 'update',
          entity: 'settings',
          entity_id: null,
          changes: { emailPassword: '***', siteName: 'مخبز' },
          ip: '127.0.0.1',
          created_at: '2026-11-27T10:00:00.000Z',
        },
        {
          id: 1,
          user_id: null,
          action: '=HYPERLINK("x")',
          entity: 'store',
          entity_id: '7',
          changes: null,
          ip: null,
          created_at: '2026-11-26T09:00:00.000Z',
        },
      ],
      ['الوقت', 'المستخدم', 'الإجراء', 'الكيان', 'رقم السجل', 'العنوان', 'التغييرات'],
      {
        action: (action) => ({ update: 'تعديل' })[action] ?? action,
        entity: (entity) => ({ settings: 'الإعدادات', store: 'متجر' })[entity] ?? entity,
        user: (id) => ({ 1: 'رامي' })[id] ?? String(id),
      },
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text)).toEqual([
      ['الوقت', 'المستخدم', 'الإجراء', 'الكيان', 'رقم السجل', 'العنوان', 'التغييرات'],
      [
        '2026-11-27T10:00:00.000Z',
        'رامي',
        'تعديل',
        'الإعدادات',
        '',
        '127.0.0.1',
        '{"emailPassword":"***","siteName":"مخبز"}',
      ],
      ['2026-11-26T09:00:00.000Z', '', `'=HYPERLINK("x")`, 'متجر', '7', '', ''],
    ]);
  });
});
