import { Grid } from '@mui/material';
import { SelectInput } from 'react-admin';
import { ROLES, USER_STATUSES, WORK_STATUSES } from '../../../domain/enums';
import { enumLabelKey, type EnumMessageName } from '../../../i18n/ar/enums';
import { AmountInput } from '../../../ui/AmountInput';
import { DateInput } from '../../../ui/DateInput';
import { FormSection } from '../../../ui/FormSection';
import { THIRD } from './inputGrid';

const choices = (name: EnumMessageName, values: readonly string[]) => values.map((id) => ({ id, name: enumLabelKey(name, id) }));

/** Role, status (edit only: a new employee starts active), hire date, salary in euro, work status. */
export function WorkInputs({ withStatus }: { withStatus: boolean }) {
  return (
    <FormSection title="bakery.users.form.sections.work" testId="user-work">
      <Grid container columnSpacing={2}>
        <Grid size={THIRD}>
          <SelectInput source="role" choices={choices('role', ROLES)} isRequired emptyText="" />
        </Grid>
        {withStatus ? (
          <Grid size={THIRD}>
            <SelectInput source="status" choices={choices('user_status', USER_STATUSES)} isRequired emptyText="" />
          </Grid>
        ) : null}
        <Grid size={THIRD}>
          <SelectInput source="work_status" choices={choices('work_status', WORK_STATUSES)} emptyText="" />
        </Grid>
        <Grid size={THIRD}>
          <DateInput source="hired_date" fullWidth />
        </Grid>
        <Grid size={THIRD}>
          <AmountInput source="salary_eur" />
        </Grid>
      </Grid>
    </FormSection>
  );
}
