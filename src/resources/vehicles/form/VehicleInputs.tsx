import { BasicInputs } from './BasicInputs';
import { FinanceInputs } from './FinanceInputs';
import { InsuranceInputs } from './InsuranceInputs';
import { NotesInputs } from './NotesInputs';
import { TechnicalInputs } from './TechnicalInputs';

/**
 * The five sections of spec 002's edit form, shared by add and edit: basic info, technical specs,
 * finance, insurance and licence, extra info. The status is read-only on edit (the list changes it).
 */
export function VehicleInputs({ variant }: { variant: 'create' | 'edit' }) {
  return (
    <>
      <BasicInputs statusReadOnly={variant === 'edit'} />
      <TechnicalInputs />
      <FinanceInputs />
      <InsuranceInputs />
      <NotesInputs />
    </>
  );
}
