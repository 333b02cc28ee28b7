import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderProfile } from './profileHarness';

afterEach(cleanup);

const password = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

async function openForm(overrides: Parameters<typeof renderProfile>[0] = {}) {
  const provider = renderProfile(overrides);
  fireEvent.click(await screen.findByRole('button', { name: 'تغيير كلمة المرور' }));
  return provider;
}

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(password('كلمة المرور الحالية'), { target: { value: current } });
  fireEvent.change(password('كلمة المرور الجديدة'), { target: { value: next } });
  fireEvent.change(password('تأكيد كلمة المرور الجديدة'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
}

describe('profile password change', () => {
  it('opens as its own mode and shows the strength of the new password', async () => {
    await openForm();
    fireEvent.change(password('كلمة المرور الجديدة'), { target: { value: 'Abcdefg1!' } });
    expect(screen.getByTestId('password-strength')).toHaveTextContent('ممتازة');
  });

  it('shows a mismatch beside the confirmation and sends nothing', async () => {
    const provider = await openForm();
    fill('Old-pass1', 'NewPass123', 'NewPass124');

    expect(password('تأكيد كلمة المرور الجديدة')).toHaveAccessibleDescription('كلمتا المرور غير متطابقتين');
    expect(password('كلمة المرور الجديدة')).not.toHaveAttribute('aria-invalid', 'true');
    expect(provider.changePassword).not.toHaveBeenCalled();
  });

  it('shows a wrong current password, as the server says it, beside that field', async () => {
    const provider = await openForm({
      changePassword: async () => {
        throw new HttpError('كلمة المرور الحالية غير صحيحة', 400, {
          message: 'كلمة المرور الحالية غير صحيحة',
          fieldErrors: [{ field: 'currentPassword', message: 'كلمة المرور الحالية غير صحيحة' }],
        });
      },
    });
    fill('wrong', 'NewPass123', 'NewPass123');

    await waitFor(() => expect(password('كلمة المرور الحالية')).toHaveAccessibleDescription('كلمة المرور الحالية غير صحيحة'));
    expect(provider.changePassword).toHaveBeenCalledWith({ currentPassword: 'wrong', newPassword: 'NewPass123', confirmPassword: 'NewPass123' });
  });

  it('closes the form and says so after a change', async () => {
    await openForm({ changePassword: async () => ({ sessionsEnded: 2 }) });
    fill('Old-pass1', 'NewPass123', 'NewPass123');

    expect(await screen.findByText('تم تغيير كلمة المرور بنجاح')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^كلمة المرور الحالية/)).toBeNull();
  });
});
