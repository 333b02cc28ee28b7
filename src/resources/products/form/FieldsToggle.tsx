import { Collapse, FormControlLabel, Switch } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

interface FieldsToggleProps {
  /** The switch's label, a translation key. */
  label: string;
  /** The form fields inside: a message on any of them keeps the section open so it can be seen. */
  fields: readonly string[];
  'data-testid': string;
  children: ReactNode;
}

/**
 * A switch that shows or hides a group of inputs (the advanced fields, the edit form's costs). Hidden
 * inputs keep their values; when a rule or the server refuses one of them the group opens by itself.
 */
export function FieldsToggle({ label, fields, children, 'data-testid': testId }: FieldsToggleProps) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const { errors } = useFormState();
  const open = shown || fields.some((field) => errors[field]);

  return (
    <>
      <FormControlLabel
        data-testid={testId}
        control={<Switch checked={open} onChange={(_event, checked) => setShown(checked)} />}
        label={translate(label)}
      />
      <Collapse in={open} unmountOnExit sx={{ width: '100%' }}>
        {children}
      </Collapse>
    </>
  );
}
