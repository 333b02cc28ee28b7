import { ReferenceField, TextField } from 'react-admin';

/** Who wrote an audit entry: the employee's name, not their number. */
export function LogUser() {
  return (
    <ReferenceField source="user_id" reference="users" link={false} emptyText="—">
      <TextField source="full_name" />
    </ReferenceField>
  );
}
