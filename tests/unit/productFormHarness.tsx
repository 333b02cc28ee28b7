import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AuthProvider } from 'react-admin';
import { expect, vi } from 'vitest';
import type { Product } from '../../src/domain/products/rules';
import ProductCreate from '../../src/resources/products/ProductCreate';
import ProductEdit from '../../src/resources/products/ProductEdit';
import ProductQuickCreate from '../../src/resources/products/ProductQuickCreate';
import { typeDate } from './dateField';
import { fakeProvider, type FakeOverrides, type FakeProvider } from './fakeProvider';
import { renderAdmin } from './renderAdmin';

// The product forms' test bench: the three pages on their routes in renderAdmin's context, a fake
// data provider that records what the forms send, and small helpers to fill MUI inputs.

export const categories = [
  { id: 1, code: 'bread', name: 'خبز' },
  { id: 2, code: 'pastry', name: 'معجنات' },
  { id: 3, code: 'cookies', name: 'بسكويت وكوكيز' },
];

export const product: Product = {
  id: 12,
  name: 'خبز عربي',
  description: 'رغيف طازج',
  category: 'bread',
  category_name: 'خبز',
  unit: 'loaf',
  barcode: 'BR-001',
  is_featured: true,
  status: 'active',
  price_eur: 1.5,
  price_syp: 22500,
  cost_eur: 0.6,
  cost_syp: 9000,
  stock_quantity: 40,
  minimum_stock: 10,
  weight_grams: 500,
  shelf_life_days: 3,
  production_date: '2026-03-01',
  expiry_date: '2026-03-04',
  storage_conditions: 'مكان جاف',
  supplier_info: { name: 'مطحنة الشمال', contact: '+32 470 00 00 00' },
  nutritional_info: 'سعرات معتدلة',
  allergen_info: { info: 'يحتوي على القمح' },
  image_url: '/api/uploads/products/abc.png',
  created_by: 1,
  created_by_name: 'المدير',
  archived_at: null,
  created_at: '2026-01-01T08:00:00Z',
  updated_at: '2026-02-01T08:00:00Z',
  total_sold: 120,
  total_revenue_eur: 180,
  total_revenue_syp: 2700000,
};

export type { FakeProvider };

/** The products API for the forms: the categories, `product` behind every id, saves echoed back. */
export function fakeDataProvider(overrides: FakeOverrides = {}): FakeProvider {
  return fakeProvider(
    { categories, products: [product] },
    {
      getList: async (resource) =>
        resource === 'categories' ? { data: categories, total: categories.length } : { data: [], total: 0 },
      getOne: async () => ({ data: product }),
      create: async (_resource, params) => ({ data: { ...product, ...params.data, id: 99 } }),
      update: async (_resource, params) => ({ data: { ...product, ...params.data, id: Number(params.id) } }),
      uploadProductImage: async (id) => ({ ...product, id: Number(id), image_url: '/api/uploads/products/new.png' }),
      ...overrides,
    },
  );
}

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'manager',
  canAccess: async () => true,
};

/** One of the forms at `path`, with the list and detail as plain pages to land on. */
export function renderAt(path: string, dataProvider: FakeProvider = fakeDataProvider()) {
  renderAdmin({
    authProvider,
    path,
    dataProvider,
    routes: {
      '/products/create': <ProductCreate />,
      '/products/create-simple': <ProductQuickCreate />,
      '/products/:id/edit': <ProductEdit />,
      '/products/:id': <p>تفاصيل المنتج</p>,
      '/products': <p>قائمة المنتجات</p>,
    },
  });
  return dataProvider;
}

export const input = (label: RegExp | string) => {
  const found = screen.getAllByLabelText(label);
  // A date field (src/ui/DateInput) carries its label twice: on its group of sections and on its value.
  return found.find((element) => element.tagName === 'INPUT') ?? found[0]!;
};

const isDateField = (element: HTMLElement) => element.closest('.MuiPickersTextField-root') !== null;
const exactly = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The MUI field (FormControl) around an input, where its message shows. */
export function fieldOf(label: RegExp | string) {
  return input(label).closest('.MuiFormControl-root') as HTMLElement;
}

export function change(label: RegExp | string, value: string) {
  const target = input(label);
  if (isDateField(target)) {
    // Typed as a person does, day first: '2026-03-01' becomes 01/03/2026.
    const [year, month, day] = value.split('-');
    typeDate(typeof label === 'string' ? exactly(label) : label, `${day}${month}${year}`);
    return;
  }
  fireEvent.change(target, { target: { value } });
}

/** Picks an option of a MUI select by the option's text. */
export async function choose(label: RegExp, option: string) {
  // A select whose choices are still loading does not open yet: try again until it does.
  const listbox = await waitFor(() => {
    if (!screen.queryByRole('listbox')) fireEvent.mouseDown(input(label));
    return screen.getByRole('listbox');
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** The categories are read from the API: the select has them once the list arrived. */
export async function categoriesLoaded(dataProvider: FakeProvider) {
  await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('categories', expect.anything()));
}

export function pickImage(file: File) {
  const picker = screen.getByTestId('product-image-picker');
  const fileInput = picker.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(fileInput, { target: { files: [file] } });
}

export function imageFile(name = 'bread.png', type = 'image/png', size?: number) {
  const file = new File(['fake image bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Clicks the save button once the form lets it be pressed. */
export async function submit(name: string) {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

/** The test DOM has no object URLs: stand-ins that count what was made and revoked. */
export function stubObjectUrls() {
  let made = 0;
  const create = vi.fn(() => `blob:preview-${++made}`);
  const revoke = vi.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}

/** react-admin logs every failed call to the console; the failures of a test are on purpose. */
export function quietProviderErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}
