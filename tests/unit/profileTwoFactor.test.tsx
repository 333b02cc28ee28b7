import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderProfile, SECURITY } from './profileHarness';

afterEach(cleanup);

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/%D9%85%D8%AE%D8%A8%D8%B2:samer?secret=JBSWY3DPEHPK3PXP',
  qr_data_url: 'data:image/png;base64,iVBORw0KGgo=',
};
const CODES = Array.from({ length: 10 }, (_, i) => `ab${i}d-ef${i}h`);
const wrongPassword = () =>
  new HttpError('كلمة المرور غير صحيحة', 400, { fieldErrors: [{ field: 'password', message: 'كلمة المرور غير صحيحة' }] });

describe('two-factor sign-in from the profile', () => {
  it('asks the password, shows the QR code and the secret, then the ten backup codes once the first code is right', async () => {
    let enabled = false;
    const provider = renderProfile(
      {
        securityOverview: async () => ({ ...SECURITY, two_factor_enabled: enabled }),
        startTwoFactor: async (password) => {
          if (password !== 'Secret123') throw wrongPassword();
          return SETUP;
        },
        confirmTwoFactor: async (code) => {
          if (code !== '123456') throw new HttpError('رمز التحقق غير صحيح', 401, { message: 'رمز التحقق غير صحيح' });
          enabled = true;
          return CODES;
        },
        backupCodeCount: async () => ({ remaining: 10, total: 10, enabled: true }),
      });

    fireEvent.click(await screen.findByRole('button', { name: 'تفعيل التحقق بخطوتين' }));
    const dialog = await screen.findByRole('dialog', { name: 'تفعيل التحقق بخطوتين' });
    const password = within(dialog).getByLabelText(/^كلمة المرور/);
    fireEvent.change(password, { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('كلمة المرور غير صحيحة'));
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    fireEvent.change(password, { target: { value: 'Secret123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'متابعة' }));

    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('img', { name: /رمز QR/ })).toHaveAttribute('src', SETUP.qr_data_url);

    const code = screen.getByRole('textbox', { name: 'رمز التحقق' });
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الرمز' }));
    expect(code).toHaveAccessibleDescription('رمز التحقق يتكون من 6 أرقام');
    expect(provider.confirmTwoFactor).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الرمز' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('رمز التحقق غير صحيح'));

    // Typed with a space, as apps show it.
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الرمز' }));

    const panel = await screen.findByTestId('backup-codes');
    expect(within(panel).getAllByTestId('backup-code').map((item) => item.textContent)).toEqual(CODES);
    expect(panel).toHaveTextContent('لن تُعرض مرة أخرى');
    expect(within(panel).getByRole('button', { name: 'نسخ الرموز' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'تنزيل الرموز' })).toBeInTheDocument();
    // The password given at the start goes with the code: the server asks for both in one request.
    expect(provider.confirmTwoFactor).toHaveBeenLastCalledWith('123456', 'Secret123');
    expect(screen.queryByTestId('totp-secret')).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'حفظت الرموز' }));
    expect(await screen.findByTestId('backup-codes-remaining')).toHaveTextContent('الرموز الاحتياطية المتبقية: 10 من 10');
    expect(screen.queryByTestId('backup-codes')).toBeNull();
    expect(screen.getByTestId('two-factor-status')).toHaveTextContent('مفعّل');
  });

  it('asks the password before turning it off and shows a wrong one beside the field', async () => {
    const provider = renderProfile(
      {
        securityOverview: async () => ({ ...SECURITY, two_factor_enabled: true, backup_codes_remaining: 2 }),
        backupCodeCount: async () => ({ remaining: 2, total: 10, enabled: true }),
        disableTwoFactor: async (password) => {
          if (password !== 'Secret123') throw wrongPassword();
        },
      });

    expect(await screen.findByTestId('backup-codes-remaining')).toHaveTextContent('2 من 10');
    fireEvent.click(screen.getByRole('button', { name: 'إيقاف التحقق بخطوتين' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText(/^كلمة المرور/);
    fireEvent.change(field, { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'متابعة' }));

    await waitFor(() => expect(field).toHaveAccessibleDescription('كلمة المرور غير صحيحة'));
    expect(provider.disableTwoFactor).toHaveBeenCalledWith('nope');
  });

  it('asks the password before making new backup codes and shows them once it is right', async () => {
    const provider = renderProfile({
      securityOverview: async () => ({ ...SECURITY, two_factor_enabled: true }),
      backupCodeCount: async () => ({ remaining: 4, total: 10, enabled: true }),
      regenerateBackupCodes: async (password) => {
        if (password !== 'Secret123') throw wrongPassword();
        return CODES;
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'إنشاء رموز احتياطية جديدة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إنشاء رموز احتياطية جديدة' });
    const field = within(dialog).getByLabelText(/^كلمة المرور/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    expect(field).toHaveAccessibleDescription('يرجى إدخال كلمة المرور');
    expect(provider.regenerateBackupCodes).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('كلمة المرور غير صحيحة'));
    expect(screen.queryByTestId('backup-codes')).toBeNull();

    fireEvent.change(field, { target: { value: 'Secret123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    const panel = await screen.findByTestId('backup-codes');
    expect(within(panel).getAllByTestId('backup-code')).toHaveLength(10);
  });
});
