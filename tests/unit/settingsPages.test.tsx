import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GeneralSettingsPage from '../../src/custom/settings/GeneralSettingsPage';
import SystemSettingsTab from '../../src/custom/settings/SystemSettingsTab';
import { invoiceValidation } from '../../src/domain/invoices/messages';
import { DEFAULT_SETTINGS } from '../../src/domain/settings';
import { validation } from '../../src/domain/messages';
import { renderAdmin } from './renderAdmin';

// Issue 27: /settings/general. A refused value is told beside its field and nothing is sent; a good one is
// saved with the spec's words; a manager reads the same page without a way to change it.

afterEach(cleanup);

/** Clicks save once the form has checked the last change (the button is off while it checks). */
async function save() {
  const button = screen.getByRole('button', { name: 'حفظ' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

const {
  dbPassword: _db,
  emailPassword: _mail,
  jwtSecret: _jwt,
  googleMapsApiKey: _maps,
  geminiApiKey: _gemini,
  ...visible
} = DEFAULT_SETTINGS;
const history = {
  current: 15000,
  history: [{ id: 1, rate: 15000, effective_from: '2026-11-01T09:00:00.000Z', set_by: 1, set_by_name: 'رامي' }],
};

function renderGeneral(role: 'admin' | 'manager') {
  const updateSettings = vi.fn(async (values: Record<string, unknown>) => ({ ...visible, ...values }));
  renderAdmin({
    role,
    path: '/settings/general',
    routes: { '/settings/general': <GeneralSettingsPage /> },
    overrides: { getSettings: async () => visible, exchangeRates: async () => history, updateSettings },
  });
  return { updateSettings };
}

describe('the general settings page', () => {
  it('refuses an exchange rate of 0 beside its field and sends nothing; 20000 is saved with the spec’s message', async () => {
    const { updateSettings } = renderGeneral('admin');
    const rate = await screen.findByLabelText('سعر الصرف (ليرة سورية لكل يورو)');
    expect(await screen.findByText('رامي')).toBeInTheDocument();
    fireEvent.change(rate, { target: { value: '0' } });
    await save();
    expect(await screen.findByText(/سعر الصرف يجب أن يكون أكبر من صفر/)).toBeInTheDocument();
    expect(updateSettings).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('اسم المخبز'), { target: { value: '' } });
    await save();
    const name = screen.getByLabelText('اسم المخبز').closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(name).findByText(validation.required)).toBeInTheDocument();
    expect(updateSettings).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('اسم المخبز'), { target: { value: 'مخبز بروكسل' } });
    fireEvent.change(rate, { target: { value: '20000' } });
    await save();
    await waitFor(() => expect(updateSettings).toHaveBeenCalledTimes(1));
    expect(updateSettings.mock.calls[0]![0]).toMatchObject({
      exchangeRate: 20000,
      siteName: 'مخبز بروكسل',
      timezone: 'Europe/Brussels',
    });
    expect(await screen.findByText('تم حفظ الإعدادات بنجاح')).toBeInTheDocument();
  });

  it('shows a manager the settings to read, without a save button', async () => {
    renderGeneral('manager');
    expect(await screen.findByTestId('settings-read-only')).toHaveTextContent('تعديلها لمدير النظام');
    expect(await screen.findByLabelText('سعر الصرف (ليرة سورية لكل يورو)')).toHaveValue(15000);
    expect(screen.queryByRole('button', { name: 'حفظ' })).not.toBeInTheDocument();
  });
});

// Issue 29: the system page's invoicing section. A bad IBAN is told beside it and nothing is sent.
describe('the system settings’ invoicing section', () => {
  it('shows a bad IBAN’s Arabic message beside the field and saves nothing; the corrected one is sent', async () => {
    const updateSettings = vi.fn(async (values: Record<string, unknown>) => ({ ...visible, ...values }));
    renderAdmin({
      role: 'admin',
      path: '/settings/system',
      routes: { '/settings/system': <SystemSettingsTab /> },
      overrides: {
        getSettings: async () => ({ ...visible, linkHosts: [], emailPasswordSet: false }),
        configuration: async () => ({}),
        updateSettings,
      },
    });
    const section = await screen.findByTestId('settings-section-invoicing');
    expect(within(section).getByText('الفوترة')).toBeInTheDocument();
    const iban = within(section).getByLabelText('رقم الحساب المصرفي (IBAN)');
    expect(iban).toHaveAttribute('dir', 'ltr');
    fireEvent.change(iban, { target: { value: 'BE68 5390 0754 7035' } });
    await save();
    const field = iban.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(field).findByText(invoiceValidation.ibanInvalid)).toBeInTheDocument();
    expect(updateSettings).not.toHaveBeenCalled();

    fireEvent.change(iban, { target: { value: 'BE68 5390 0754 7034' } });
    await save();
    await waitFor(() => expect(updateSettings).toHaveBeenCalledTimes(1));
    expect(updateSettings.mock.calls[0]![0]).toMatchObject({ bakeryIban: 'BE68 5390 0754 7034', defaultVatRate: 6, standingCutoffTime: '14:00' });
  });
});
