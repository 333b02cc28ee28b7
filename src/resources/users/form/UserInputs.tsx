import { useWatch } from 'react-hook-form';
import { AccountInputs } from './AccountInputs';
import { DetailsInputs } from './DetailsInputs';
import { DistributorInputs } from './DistributorInputs';
import { EmergencyInputs } from './EmergencyInputs';
import { PersonalInputs } from './PersonalInputs';
import { WorkInputs } from './WorkInputs';

/**
 * Every field of spec 002 section 5, shared by create and edit: the password only on create (an admin
 * resets it from the edit page's own section), the status only on edit, the licence and vehicle only
 * for a distributor.
 */
export function UserInputs({ variant }: { variant: 'create' | 'edit' }) {
  const role = useWatch({ name: 'role' }) as string | undefined;
  return (
    <>
      <AccountInputs withPassword={variant === 'create'} />
      <PersonalInputs />
      <WorkInputs withStatus={variant === 'edit'} />
      {role === 'distributor' ? <DistributorInputs /> : null}
      <DetailsInputs />
      <EmergencyInputs />
    </>
  );
}
