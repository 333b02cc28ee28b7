import { TextInput } from 'react-admin';
import { FormSection } from '../../../ui/FormSection';

/** Extra info: free notes. */
export function NotesInputs() {
  return (
    <FormSection title="bakery.vehicle_form.sections.extra" testId="vehicle-extra">
      <TextInput source="notes" multiline minRows={3} />
    </FormSection>
  );
}
