import { ClearFiltersButton } from '../../../ui/ClearFiltersButton';
import { UserExportButtons } from './UserExportButtons';

/** At the end of the filter line: clear the filters, export CSV and JSON. */
export function UserListActions() {
  return (
    <>
      <ClearFiltersButton />
      <UserExportButtons />
    </>
  );
}
