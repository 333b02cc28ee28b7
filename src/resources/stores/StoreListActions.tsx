import { ClearFiltersButton } from '../../ui/ClearFiltersButton';
import { StoreExportButtons } from './StoreExportButtons';

/** At the end of the filter line: clear the filters, export CSV and JSON. */
export function StoreListActions() {
  return (
    <>
      <ClearFiltersButton />
      <StoreExportButtons />
    </>
  );
}
