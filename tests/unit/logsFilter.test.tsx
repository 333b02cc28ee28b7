import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LogsTab from '../../src/custom/settings/LogsTab';
import { allowed } from '../../src/providers/authProvider';
import { listQuery } from '../../src/providers/data/listQuery';
import { fakeAuth } from './fakeAuth';
import { typeDate } from './dateField';
import { renderAdmin } from './renderAdmin';

// Issue 27: the audit log's filters. The record kind and the action are chosen by their Arabic words, the
// employee by name; each change asks GET /logs with the API's names (entity, action, user_id, date_from,
// date_to); a range that ends before it starts is refused beside the field and not sent.

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const records = {
  logs: [
    { id: 1, user_id: 7, action: 'update', entity: 'store', entity_id: '3', changes: null, ip: null, created_at: '2026-11-20T09:00:00Z' },
    { id: 2, user_id: 8, action: 'login', entity: 'session', entity_id: null, changes: null, ip: null, created_at: '2026-11-21T09:00:00Z' },
    { id: 3, user_id: 7, action: 'update', entity: 'settings', entity_id: null, changes: { maintenanceMode: true, maintenanceMessage: 'جرد' }, ip: null, created_at: '2026-11-22T09:00:00Z' },
    { id: 4, user_id: 7, action: 'update', entity: 'product', entity_id: '33', changes: { price_eur: 2, barcode: null, some_new_field: 5 }, ip: null, created_at: '2026-11-23T09:00:00Z' },
    { id: 5, user_id: 7, action: 'create', entity: 'product', entity_id: '34', changes: { name: 'خبز', barcode: null, description: '' }, ip: null, created_at: '2026-11-24T09:00:00Z' },
  ],
  users: [
    { id: 7, username: 'rami', full_name: 'رامي الحلبي', role: 'manager' },
    { id: 8, username: 'sami', full_name: 'سامي الموزع', role: 'distributor' },
  ],
};

/** The query string GET /logs gets for the list's last read. */
function lastLogsQuery(getList: { mock: { calls: unknown[][] } }) {
  const calls = getList.mock.calls.filter(([resource]) => resource === 'logs');
  return listQuery(calls.at(-1)![1] as GetListParams);
}

async function choose(name: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('the audit log filters', () => {
  it('sends the chosen record kind, action, employee and days under the API’s names, and refuses a reversed range', async () => {
    // The app's own access rule: react-admin's 'logs' is the access table's 'audit'.
    const authProvider = { ...fakeAuth('admin'), canAccess: async ({ resource, action }: { resource?: string; action: string }) => allowed('admin', resource ?? '', action) };
    const { dataProvider } = renderAdmin({ role: 'admin', authProvider, records, routes: { '/': <LogsTab /> } });
    await screen.findAllByText('رامي الحلبي');

    await choose('الكيان', 'متجر');
    await waitFor(() => expect(lastLogsQuery(dataProvider.getList)).toMatchObject({ entity: 'store' }));
    await choose('الإجراء', 'تعديل');
    await waitFor(() => expect(lastLogsQuery(dataProvider.getList)).toMatchObject({ entity: 'store', action: 'update' }));

    const who = screen.getByRole('combobox', { name: 'الموظف' });
    fireEvent.focus(who);
    fireEvent.change(who, { target: { value: 'رامي' } });
    fireEvent.click(await screen.findByRole('option', { name: 'رامي الحلبي' }));
    await waitFor(() => expect(lastLogsQuery(dataProvider.getList)).toMatchObject({ entity: 'store', action: 'update', user_id: 7 }));

    typeDate(/من تاريخ/, '20/11/2026');
    await waitFor(() => expect(lastLogsQuery(dataProvider.getList)).toMatchObject({ date_from: '2026-11-20' }));
    const reads = dataProvider.getList.mock.calls.length;
    typeDate(/إلى تاريخ/, '10/11/2026');
    expect(await screen.findByText('تاريخ البداية يجب أن يسبق تاريخ النهاية أو يساويه')).toBeInTheDocument();
    expect(lastLogsQuery(dataProvider.getList)).not.toHaveProperty('date_to');
    expect(dataProvider.getList.mock.calls.slice(reads).filter(([resource]) => resource === 'logs')).toHaveLength(0);

    typeDate(/إلى تاريخ/, '30/11/2026');
    await waitFor(() =>
      expect(lastLogsQuery(dataProvider.getList)).toMatchObject({
        entity: 'store',
        action: 'update',
        user_id: 7,
        date_from: '2026-11-20',
        date_to: '2026-11-30',
      }),
    );
  });

  it('shows what an entry changed as labelled fields, as the record’s screen names them, not as JSON', async () => {
    const authProvider = { ...fakeAuth('admin'), canAccess: async ({ resource, action }: { resource?: string; action: string }) => allowed('admin', resource ?? '', action) };
    renderAdmin({ role: 'admin', authProvider, records, routes: { '/': <LogsTab /> } });
    const changes = await screen.findAllByTestId('audit-changes');
    const texts = changes.map((block) => block.textContent);
    expect(texts).toContain('وضع الصيانة:نعمسبب الصيانة:جرد');
    // A field no screen labels keeps the server's name; an edit that empties a field shows a dash...
    expect(texts).toContain('السعر (يورو):2الباركود:—some_new_field:5');
    // ...and a new record's empty fields are left out.
    expect(texts).toContain('اسم المنتج:خبز');
    expect(texts.join(' ')).not.toMatch(/[{}"]/);
  });
});
