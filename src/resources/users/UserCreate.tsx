import { Alert } from '@mui/material';
import { Create, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { UserForm } from './form/UserForm';
import { UserFormToolbar } from './form/UserFormToolbar';
import { formResolver } from '../../ui/formSchema';
import { userCreateFormSchema } from './form/userFormRules';
import { CREATE_DEFAULTS, toUserCreatePayload, type UserFormValues } from './form/userFormValues';
import { UserInputs } from './form/UserInputs';
import { useFailureNotice, useReloadUsers } from './useUserCalls';
import { useSavedRedirect } from './useSavedRedirect';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/users';

const resolver = formResolver(userCreateFormSchema);

/**
 * /users/create. The server's field errors (400, and 409 for a taken username or e-mail) show beside
 * their inputs and its message as a notice; after the save, the success message and the list in 2 s.
 */
export default function UserCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const failure = useFailureNotice();
  const reload = useReloadUsers();
  const { saved, done } = useSavedRedirect();

  return (
    <Create
      resource="users"
      title="bakery.users.form.create_title"
      redirect={false}
      actions={false}
      mutationOptions={{
        onSuccess: () => {
          notify('bakery.users.form.created', { type: 'success' });
          reload();
          done();
        },
        onError: (error: unknown) => failure(error, 'bakery.users.form.create_failed'),
      }}
      transform={(values: UserFormValues) => toUserCreatePayload(values) as RaRecord}
    >
      <UserForm defaultValues={CREATE_DEFAULTS} resolver={resolver} toolbar={<UserFormToolbar label="bakery.users.form.create" done={saved} />}>
        {saved ? <Alert severity="success">{translate('bakery.users.form.redirecting')}</Alert> : null}
        <UserInputs variant="create" />
      </UserForm>
    </Create>
  );
}
