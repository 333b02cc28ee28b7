import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type GetOneParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from '../../src/custom/layout/Breadcrumbs';
import type { BakeryDataProvider } from '../../src/providers/dataProvider';
import { PAGE_PATHS } from '../../src/registry';
import { fakeAuthProvider, renderShell, storeSession } from './shellHarness';
import { withStyles } from './styles';

// Issue 13 (part 8): the trail names the record (the order number, the shop's name), not "#600", and a
// long name is cut with an ellipsis instead of wrapping the trail on a phone.

const RECORDS: Record<string, Record<string, unknown>> = {
  'orders/600': { id: 600, order_number: 'ORD-20250301-0600' },
  'vehicles/4': { id: 4, vehicle_plate: '1-CVY-789' },
  'stores/7': { id: 7, name: 'متجر الأمل للمواد الغذائية والمعجنات الطازجة في وسط بروكسل' },
};

function dataProvider() {
  const getOne = vi.fn(async (resource: string, { id }: GetOneParams) => {
    const record = RECORDS[`${resource}/${id}`];
    if (!record) throw new Error('not found');
    return { data: record };
  });
  return { getOne, provider: testDataProvider({ getOne } as Partial<BakeryDataProvider>) as BakeryDataProvider };
}

function renderAt(path: string) {
  storeSession('admin', Date.now() + 3_600_000);
  const { getOne, provider } = dataProvider();
  renderShell(<Breadcrumbs existingPaths={PAGE_PATHS} />, {
    path,
    authProvider: fakeAuthProvider('admin'),
    dataProvider: provider,
  });
  return { getOne };
}

afterEach(cleanup);

describe('Breadcrumbs: record names', () => {
  it('shows an order by its number on its edit page, linked to its detail', async () => {
    const { getOne } = renderAt('/orders/600/edit');
    const trail = screen.getByTestId('breadcrumbs');
    await waitFor(() =>
      expect(within(trail).getByRole('link', { name: 'ORD-20250301-0600' })).toHaveAttribute('href', '/orders/600'),
    );
    expect(trail).not.toHaveTextContent('#600');
    expect(trail).toHaveTextContent('تعديل');
    expect(getOne).toHaveBeenCalledWith('orders', expect.objectContaining({ id: '600' }));
  });

  it("names a van by its plate on the spec's /vehicles/details/{id} and /vehicles/edit/{id}", async () => {
    const { getOne } = renderAt('/vehicles/details/4');
    expect(await screen.findByText('1-CVY-789')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('breadcrumbs')).not.toHaveTextContent('#4');
    expect(getOne).toHaveBeenCalledWith('vehicles', expect.objectContaining({ id: '4' }));
    cleanup();
    renderAt('/vehicles/edit/4');
    expect(await screen.findByText('1-CVY-789')).toBeInTheDocument();
  });

  it('shows a shop by its name, cut with an ellipsis and whole in its tooltip', async () => {
    withStyles();
    renderAt('/stores/7');
    const name = RECORDS['stores/7'].name as string;
    const crumb = await screen.findByText(name);
    expect(crumb).toHaveAttribute('aria-current', 'page');
    expect(crumb).toHaveAttribute('title', name);
    expect(crumb).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden' });
  });

  it('keeps the id while the record cannot be read', async () => {
    const { getOne } = renderAt('/stores/99');
    await waitFor(() => expect(getOne).toHaveBeenCalled());
    expect(screen.getByTestId('breadcrumbs')).toHaveTextContent('#99');
  });

  it('asks for no record when the id in the address is not one (the page says "invalid id" itself)', async () => {
    const { getOne } = renderAt('/vehicles/edit/abc');
    expect(await screen.findByTestId('breadcrumbs')).toHaveTextContent('#abc');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getOne).not.toHaveBeenCalled();
  });

  it('asks for no record on a list or a create page', async () => {
    const { getOne } = renderAt('/products/create');
    expect(await screen.findByTestId('breadcrumbs')).toHaveTextContent('إنشاء');
    expect(getOne).not.toHaveBeenCalled();
  });
});
