import { CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-admin';
import { InvalidFormToast } from '../../../ui/InvalidFormToast';

interface ProductFormProps extends Omit<FormProps, 'children' | 'noValidate' | 'disableInvalidFormNotification'> {
  toolbar: ReactNode;
  children: ReactNode;
}

/**
 * The three product forms' shell: react-admin's Form laid out as SimpleForm lays it out, with our own
 * "fix the errors" notice instead of react-admin's (SimpleForm would hand that switch on to the DOM).
 * The browser's own checks are off: the rules and their Arabic messages are ours.
 */
export function ProductForm({ toolbar, children, ...formProps }: ProductFormProps) {
  return (
    <Form {...formProps} noValidate disableInvalidFormNotification>
      <InvalidFormToast />
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack data-testid="product-form" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {children}
        </Stack>
      </CardContent>
      {toolbar}
    </Form>
  );
}
