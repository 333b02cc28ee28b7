import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProfileChanges } from '../../src/providers/data/profileCalls';
import { MANAGER, renderProfile } from './profileHarness';

afterEach(cleanup);

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function openEdit() {
  fireEvent.click(await screen.findByRole('button', { name: 'تعديل المعلومات' }));
}

describe('profile basic information', () => {
  it('shows the information read-only first, the phone in international form', async () => {
    renderProfile();
    const view = await screen.findByTestId('profile-info-view');
    expect(view).toHaveTextContent('samer@bakery.be');
    expect(view).toHaveTextContent('+32 470 12 34 56');
    expect(screen.queryByRole('textbox', { name: /الاسم الكامل/ })).toBeNull();
  });

  it('refuses a bad phone number in Arabic beside the field and sends nothing', async () => {
    const provider = renderProfile();
    await openEdit();
    fireEvent.change(field(/^رقم الهاتف/), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));

    const phone = field(/^رقم الهاتف/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('رقم الهاتف غير صحيح');
    expect(provider.updateProfile).not.toHaveBeenCalled();
  });

  it('requires a name of two letters and a valid e-mail', async () => {
    const provider = renderProfile();
    await openEdit();
    fireEvent.change(field(/^الاسم الكامل/), { target: { value: 'س' } });
    fireEvent.change(field(/^البريد الإلكتروني/), { target: { value: 'samer@' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));

    expect(field(/^الاسم الكامل/)).toHaveAccessibleDescription('الاسم الكامل يجب أن يكون حرفين على الأقل');
    expect(field(/^البريد الإلكتروني/)).toHaveAccessibleDescription('البريد الإلكتروني غير صحيح');
    expect(provider.updateProfile).not.toHaveBeenCalled();
  });

  it('sends a local Belgian number in E.164, returns to view mode and shows the saved badge', async () => {
    const sent: ProfileChanges[] = [];
    renderProfile({
      updateProfile: async (changes) => {
        sent.push(changes);
        return { ...MANAGER, ...changes };
      },
    });
    await openEdit();
    fireEvent.change(field(/^رقم الهاتف/), { target: { value: '0485 11 22 33' } });
    fireEvent.change(field(/^نبذة شخصية/), { target: { value: 'خباز منذ عشرين عاماً' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));

    expect(await screen.findByTestId('profile-saved')).toHaveTextContent('تم الحفظ');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ phone: '+32485112233', bio: 'خباز منذ عشرين عاماً', address: 'Rue Neuve 1, Bruxelles', emergency_contact_name: null });
    const view = screen.getByTestId('profile-info-view');
    expect(within(view).getByText('+32 485 11 22 33')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a field beside that field', async () => {
    renderProfile({
      updateProfile: async () => {
        throw new HttpError('البريد الإلكتروني مستخدم من قبل', 409, {
          success: false,
          message: 'البريد الإلكتروني مستخدم من قبل',
          fieldErrors: [{ field: 'email', message: 'البريد الإلكتروني مستخدم من قبل' }],
        });
      },
    });
    await openEdit();
    fireEvent.change(field(/^البريد الإلكتروني/), { target: { value: 'other@bakery.be' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));

    await waitFor(() => expect(field(/^البريد الإلكتروني/)).toHaveAccessibleDescription('البريد الإلكتروني مستخدم من قبل'));
    expect(screen.queryByTestId('profile-saved')).toBeNull();
  });
});

describe('profile picture', () => {
  it('refuses a file over 5 MB before sending it', async () => {
    const provider = renderProfile();
    const input = await screen.findByTestId('avatar-input');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });

    expect(await screen.findByTestId('avatar-error')).toHaveTextContent('حجم الملف يجب أن يكون أقل من 5 ميجابايت');
    expect(provider.uploadAvatar).not.toHaveBeenCalled();
  });

  it('uploads a picture and shows the new one', async () => {
    const provider = renderProfile({ uploadAvatar: async () => ({ avatar: '/api/uploads/avatars/new.png' }) });
    const input = await screen.findByTestId('avatar-input');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });

    await waitFor(() => expect(within(screen.getByTestId('profile-avatar')).getByRole('img')).toHaveAttribute('src', '/api/uploads/avatars/new.png'));
    expect(provider.uploadAvatar).toHaveBeenCalledWith(photo);
  });
});
