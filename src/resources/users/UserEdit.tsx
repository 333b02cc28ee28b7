import { Alert, Stack } from '@mui/material';
import { useMemo } from 'react';
import { Edit, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { PasswordResetSection } from './edit/PasswordResetSection';
import { TwoFactorSection } from './edit/TwoFactorSection';
import { UserNotFound } from './edit/UserNotFound';
import { UserForm } from './form/UserForm';
import { UserFormToolbar } from './form/UserFormToolbar';
import { formResolver } from '../../ui/formSchema';
import { userEditFormSchema } from './form/userFormRules';
import { toFormValues, toUserPayload, type UserFormValues } from './form/userFormValues';
import { UserInputs } from './form/UserInputs';
import { useFailureNotice, useReloadUsers } from './useUserCalls';
import { useSavedRedirect } from './useSavedRedirect';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/users';
import '../../i18n/ar/profile';

const resolver = formResolver(userEditFormSchema);

function UserEditTitle() {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord>();
  // Before the employee is read, or when they cannot be, the title names no one.
  const title = record ? translate('bakery.users.form.edit_title', { name: record.full_name }) : translate('bakery.users.form.edit_title_plain');
  return <>{title}</>;
}

/** The form, then the admin's security actions (each its own form: a form may not hold another). */
function UserEditBody({ saved }: { saved: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord>();
  const values = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  if (!record) return null;
  return (
    <>
      <UserForm record={values} resolver={resolver} toolbar={<UserFormToolbar label="bakery.users.form.save" done={saved} />}>
        {saved ? <Alert severity="success">{translate('bakery.users.form.redirecting')}</Alert> : null}
        <UserInputs variant="edit" />
      </UserForm>
      <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 2 } }}>
        <PasswordResetSection record={record} />
        <TwoFactorSection record={record} />
      </Stack>
    </>
  );
}

/**
 * /users/{id}/edit. Saved once the server agrees (pessimistic): its field errors beside their inputs, its
 * message otherwise; then the success message and the list in 2 s. An employee that cannot be read gets
 * 'خطأ في تحميل بيانات الموظف' and the not-found state with the way back.
 */
export default function UserEdit() {
  const notify = useNotify();
  const failure = useFailureNotice();
  const reload = useReloadUsers();
  const { saved, done } = useSavedRedirect();
  return (
    <Edit
      resource="users"
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      title={<UserEditTitle />}
      error={<UserNotFound />}
      queryOptions={{ onError: () => notify('bakery.users.form.load_failed', { type: 'error' }) }}
      mutationOptions={{
        onSuccess: () => {
          notify('bakery.users.form.updated', { type: 'success' });
          reload();
          done();
        },
        onError: (error: unknown) => failure(error, 'bakery.users.form.update_failed'),
      }}
      transform={(values: UserFormValues) => toUserPayload(values) as RaRecord}
    >
      <UserEditBody saved={saved} />
    </Edit>
  );
}
