import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-admin';
import { InvalidFormToast } from '../../../ui/InvalidFormToast';

interface UserFormProps extends Omit<FormProps, 'children' | 'noValidate' | 'disableInvalidFormNotification'> {
  toolbar: ReactNode;
  children: ReactNode;
}

/**
 * The create and edit forms' shell: react-admin's Form with the spec's "fix the errors" notice. The
 * browser's own checks are off: the rules and their Arabic messages are the API's.
 */
export function UserForm({ toolbar, children, ...formProps }: UserFormProps) {
  return (
    <Form {...formProps} noValidate disableInvalidFormNotification>
      <InvalidFormToast />
      <Stack data-testid="user-form" spacing={2} sx={{ p: { xs: 1.5, sm: 2 } }}>
        {children}
      </Stack>
      {toolbar}
    </Form>
  );
}
