import type { PasswordChange } from '../../providers/data/profileCalls';

// The password change (spec 002 section 5 "Profile"): the current password, a new one of eight or more
// characters with a lower-case letter, an upper-case letter and a digit (the server's rule), and the same
// again. Problems are bakery.profile.password.* keys.

export type PasswordErrors = Partial<Record<keyof PasswordChange, string>>;

export function validatePasswordChange({ currentPassword, newPassword, confirmPassword }: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!currentPassword) errors.currentPassword = 'bakery.profile.password.current_required';
  if (newPassword.length < 8) errors.newPassword = 'bakery.profile.password.min';
  else if (!(/[a-z]/.test(newPassword) && /[A-Z]/.test(newPassword) && /\d/.test(newPassword))) {
    errors.newPassword = 'bakery.profile.password.complexity';
  } else if (currentPassword && newPassword === currentPassword) {
    errors.newPassword = 'bakery.profile.password.same_as_old';
  }
  if (!confirmPassword) errors.confirmPassword = 'bakery.profile.password.confirm_required';
  else if (confirmPassword !== newPassword) errors.confirmPassword = 'bakery.profile.password.mismatch';
  return errors;
}
