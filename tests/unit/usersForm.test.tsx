import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userErrors, userValidation } from '../../src/domain/users';
import { toHttpError } from '../../src/providers/http';
import UserCreate from '../../src/resources/users/UserCreate';
import UserEdit from '../../src/resources/users/UserEdit';
import { fakeProvider, type FakeOverrides } from './fakeProvider';
import { renderAdmin } from './renderAdmin';
import { setWindowWidth } from './shellHarness';

const vehicles: RaRecord[] = [
  { id: 1, vehicle_plate: '1-ABC-123', vehicle_model: 'Renault Kangoo', status: 'active', assigned_distributor_id: null },
  { id: 2, vehicle_plate: 'TEST-001', vehicle_model: 'Ford Transit', status: 'active', assigned_distributor_id: null },
  { id: 3, vehicle_plate: '2-DEF-456', vehicle_model: 'Dummy van', status: 'active', assigned_distributor_id: null },
];

const distributor: RaRecord = {
  id: 5,
  username: 'karim',
  full_name: 'كريم الموزع',
  email: 'karim@bakery.be',
  phone: '+32470123456',
  role: 'distributor',
  status: 'active',
  work_status: 'available',
  license_number: 'B-1234',
  vehicle_info: { vehicle_id: 9, plate: '9-XYZ-999', model: 'Citroën Berlingo' },
  languages: ['العربية', 'الفرنسية'],
  two_factor_enabled: true,
};

function renderAt(path: string, overrides: FakeOverrides = {}) {
  const dataProvider = fakeProvider({ users: [distributor], vehicles }, overrides);
  renderAdmin({
    dataProvider,
    role: 'admin',
    path,
    resource: 'users',
    routes: {
      '/users/create': <UserCreate />,
      '/users/:id/edit': <UserEdit />,
    },
    fallback: <p>صفحة أخرى</p>,
  });
  return dataProvider;
}

vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** The helper line under an input: where its error shows. */
const besideField = (input: HTMLElement) => input.closest('.MuiFormControl-root') as HTMLElement;

async function chooseRole(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /الدور/ }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

async function fillValidEmployee() {
  type(await screen.findByRole('textbox', { name: /اسم المستخدم/ }), 'nadia_b');
  type(textbox(/البريد الإلكتروني/), 'nadia@bakery.be');
  type(textbox(/الاسم الكامل/), 'نادية بكري');
  type(screen.getByLabelText(/^كلمة المرور/), 'Secret123');
  type(screen.getByLabelText(/^تأكيد كلمة المرور/), 'Secret123');
  await chooseRole('أمين الصندوق');
}

describe('/users/create', () => {
  it('refuses a bad phone, a bad username and a different confirmation beside each field, and sends nothing', async () => {
    const dataProvider = renderAt('/users/create');
    await fillValidEmployee();
    type(textbox(/اسم المستخدم/), 'na dia');
    type(screen.getByRole('textbox', { name: /رقم الهاتف/ }), '12ab');
    type(screen.getByLabelText(/^تأكيد كلمة المرور/), 'Secret124');
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الموظف' }));

    await waitFor(() => expect(besideField(textbox(/اسم المستخدم/))).toHaveTextContent(userValidation.usernameChars));
    expect(besideField(screen.getByRole('textbox', { name: /رقم الهاتف/ }))).toHaveTextContent(userValidation.phoneInvalid);
    expect(besideField(screen.getByLabelText(/^تأكيد كلمة المرور/))).toHaveTextContent(userValidation.passwordMismatch);
    expect(await screen.findByText('يرجى تصحيح الأخطاء في النموذج')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('sends a Belgian number as typed and goes back to the list after 2 s', async () => {
    const dataProvider = renderAt('/users/create', { create: async (_resource, params) => ({ data: { ...params.data, id: 12 } }) });
    await fillValidEmployee();
    type(screen.getByRole('textbox', { name: /رقم الهاتف/ }), '0470 12 34 56');
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الموظف' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'users',
        expect.objectContaining({
          data: expect.objectContaining({
            username: 'nadia_b',
            phone: '0470 12 34 56',
            role: 'cashier',
            password: 'Secret123',
            password_confirm: 'Secret123',
          }),
        }),
      ),
    );
    expect(await screen.findByText('تم إضافة الموظف بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/users'), { timeout: 4000 });
  });

  it("shows the server's 409 on the e-mail beside the e-mail", async () => {
    const taken = toHttpError(409, { success: false, message: userErrors.emailTaken, errors: [{ field: 'email', message: userErrors.emailTaken }] });
    const dataProvider = renderAt('/users/create', { create: vi.fn(async () => Promise.reject(taken)) });
    await fillValidEmployee();
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الموظف' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    await waitFor(() => expect(besideField(textbox(/البريد الإلكتروني/))).toHaveTextContent(userErrors.emailTaken));
    expect(screen.getByTestId('location')).toHaveTextContent('/users/create');
  });

  it('offers a distributor the free vehicles without test data', async () => {
    renderAt('/users/create');
    await screen.findByRole('textbox', { name: /اسم المستخدم/ });
    expect(screen.queryByRole('combobox', { name: /المركبة/ })).not.toBeInTheDocument();
    await chooseRole('مسؤول التوزيع');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /المركبة/ }));
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: '\u20661-ABC-123\u2069 — Renault Kangoo' })).toBeInTheDocument());
    expect(within(list).queryByRole('option', { name: /TEST-001/ })).not.toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: /Dummy/ })).not.toBeInTheDocument();
  });
});

describe('/users/:id/edit', () => {
  it("shows 'employee not found' with the way back when the employee cannot be read", async () => {
    renderAt('/users/404/edit', { getOne: vi.fn(async () => Promise.reject(new HttpError(userErrors.userNotFound, 404))) });
    expect(await screen.findByTestId('user-not-found')).toHaveTextContent('الموظف غير موجود');
    expect(await screen.findByText('خطأ في تحميل بيانات الموظف')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'العودة إلى قائمة الموظفين' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/users'));
  });

  it('keeps the current vehicle choosable and sends the languages as a list', async () => {
    const dataProvider = renderAt('/users/5/edit');
    await waitFor(() => expect(textbox(/اللغات/)).toHaveValue('العربية، الفرنسية'));
    expect(await screen.findByRole('combobox', { name: /المركبة/ })).toHaveTextContent('\u20669-XYZ-999\u2069 — Citroën Berlingo');
    type(textbox(/اللغات/), 'العربية، الفرنسية, الهولندية');
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'users',
        expect.objectContaining({ data: expect.objectContaining({ languages: ['العربية', 'الفرنسية', 'الهولندية'], vehicle_id: 9 }) }),
      ),
    );
  });

  it('resets two-factor after the admin gives their own password, a wrong one shown beside the field', async () => {
    const dataProvider = renderAt('/users/5/edit', {
      resetUserTwoFactor: vi.fn(async (_id, password: string) => {
        if (password !== 'Secret123')
          throw new HttpError('كلمة المرور غير صحيحة', 400, { fieldErrors: [{ field: 'password', message: 'كلمة المرور غير صحيحة' }] });
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'إيقاف التحقق بخطوتين' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('أدخل كلمة مرورك أنت للتأكيد');
    const field = within(dialog).getByLabelText(/^كلمة المرور/);
    fireEvent.change(field, { target: { value: 'guess' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إيقاف التحقق بخطوتين' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('كلمة المرور غير صحيحة'));
    expect(screen.queryByText('تم إيقاف التحقق بخطوتين للموظف')).toBeNull();

    fireEvent.change(field, { target: { value: 'Secret123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إيقاف التحقق بخطوتين' }));
    await waitFor(() => expect(dataProvider.resetUserTwoFactor).toHaveBeenLastCalledWith(5, 'Secret123'));
    expect(await screen.findByText('تم إيقاف التحقق بخطوتين للموظف')).toBeInTheDocument();
  });
});
