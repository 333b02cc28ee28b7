import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FilterLiveForm, ListContextProvider, TextInput, useList } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../src/domain/enums';
import { ExportFileButton } from '../../src/ui/ExportFileButton';
import { ListAddButton } from '../../src/ui/ListAddButton';
import { ListFilterFold } from '../../src/ui/ListFilterFold';
import { ListPager } from '../../src/ui/ListPager';
import { renderAdmin } from './renderAdmin';
import { setWindowWidth } from './shellHarness';
import { withStyles } from './styles';

vi.setConfig({ testTimeout: 20_000 });

const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `صف ${i + 1}` }));

/** An in-memory list (react-admin's useList) around the part under test. */
function InMemoryList({ count, filter, children }: { count: number; filter?: Record<string, unknown>; children: ReactNode }) {
  const list = useList({ data: rows(count), perPage: 10, filter });
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
}

function renderPart(ui: ReactNode, { role = 'admin' }: { role?: Role } = {}) {
  return renderAdmin({ role, fallback: ui });
}

beforeEach(() => setWindowWidth(1280));
afterEach(() => cleanup());

describe('ListPager, the one pager of every list', () => {
  it.each([1280, 390])('reads the Arabic lines and moves with next and previous at %i px', async (width) => {
    setWindowWidth(width);
    renderPart(
      <InMemoryList count={23}>
        <ListPager resource="things" />
      </InMemoryList>,
    );
    expect(await screen.findByTestId('things-showing')).toHaveTextContent('عرض 1 إلى 10 من أصل 23');
    expect(screen.getByTestId('things-page-of')).toHaveTextContent('الصفحة 1 من 3');
    expect(screen.getByRole('button', { name: 'السابق' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(screen.getByTestId('things-page-of')).toHaveTextContent('الصفحة 2 من 3'));
    expect(screen.getByTestId('things-showing')).toHaveTextContent('عرض 11 إلى 20 من أصل 23');
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    await waitFor(() => expect(screen.getByTestId('things-showing')).toHaveTextContent('عرض 21 إلى 23 من أصل 23'));
    expect(screen.getByRole('button', { name: 'التالي' })).toBeDisabled();
    // The page sizes are the spec's: no list offers a rows-per-page choice.
    expect(screen.queryByText('عدد الصفوف في الصفحة:')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeInTheDocument();
  });

  it('shows nothing for an empty list', async () => {
    renderPart(
      <InMemoryList count={0}>
        <ListPager resource="things" />
        <p>جاهز</p>
      </InMemoryList>,
    );
    await screen.findByText('جاهز');
    expect(screen.queryByTestId('things-page-of')).not.toBeInTheDocument();
  });
});

describe('ListAddButton, the one add button of every list', () => {
  it('is a labelled button in the flow on a wide screen', async () => {
    renderPart(<ListAddButton resource="orders" to="/orders/create" label="bakery.orders.list.add" />);
    const add = await screen.findByRole('link', { name: 'طلب جديد' });
    expect(add).toHaveAttribute('href', '/orders/create');
    expect(add).toHaveTextContent('طلب جديد');
    expect(add).not.toHaveClass('MuiFab-root');
  });

  it('floats at the bottom of the screen below 600 px, named for screen readers', async () => {
    withStyles();
    setWindowWidth(390);
    renderPart(<ListAddButton resource="stores" to="/stores/create" label="bakery.stores.list.add" />);
    const add = await screen.findByRole('link', { name: 'إضافة متجر' });
    expect(add).toHaveAttribute('href', '/stores/create');
    expect(add).toHaveClass('MuiFab-root');
    expect(add).toHaveStyle({ position: 'fixed' });
  });

  it('is not offered to a role that may not add', async () => {
    renderPart(
      <>
        <ListAddButton resource="products" to="/products/create" label="bakery.products.list.detailed_add" />
        <p>جاهز</p>
      </>,
      { role: 'cashier' },
    );
    await screen.findByText('جاهز');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('link', { name: 'إضافة مفصّلة' })).not.toBeInTheDocument();
  });
});

describe('ListFilterFold, the one filter bar of every list', () => {
  // The lists put the bar inside react-admin's live filter form, as here.
  const fold = (
    <FilterLiveForm>
      <ListFilterFold testId="things-filters" search={<p>البحث</p>}>
        <TextInput source="status" label="الحالة" />
      </ListFilterFold>
    </FilterLiveForm>
  );
  const statusBox = () => document.querySelector('.ra-input-status') as HTMLElement;

  it('shows every filter in the line on a wide screen, with no fold button', async () => {
    renderPart(<InMemoryList count={3}>{fold}</InMemoryList>);
    await screen.findByText('البحث');
    expect(statusBox()).toBeVisible();
    expect(screen.queryByRole('button', { name: /عوامل التصفية/ })).not.toBeInTheDocument();
  });

  it('folds all but the search on a phone behind one button that counts the folded filters that are on', async () => {
    withStyles();
    setWindowWidth(390);
    renderPart(
      <InMemoryList count={3} filter={{ q: 'خبز', status: 'active' }}>
        {fold}
      </InMemoryList>,
    );
    const toggle = await screen.findByRole('button', { name: 'عوامل التصفية (1)' });
    expect(screen.getByText('البحث')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(statusBox()).not.toBeVisible();
    fireEvent.click(toggle);
    await waitFor(() => expect(statusBox()).toBeVisible());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('ExportFileButton', () => {
  it('keeps its Arabic words on a phone and calls the export', async () => {
    setWindowWidth(390);
    const onExport = vi.fn();
    renderPart(<ExportFileButton format="csv" onExport={onExport} />);
    fireEvent.click(await screen.findByRole('button', { name: 'تصدير CSV' }));
    expect(onExport).toHaveBeenCalledTimes(1);
  });
});
