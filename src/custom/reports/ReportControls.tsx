import { MenuItem, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface GroupChoiceProps<T extends string> {
  value: T;
  choices: readonly T[];
  onChange: (value: T) => void;
}

/** 'التجميع حسب': how a report's rows are grouped (sales: day … distributor; margin: product or category). */
export function GroupChoice<T extends string>({ value, choices, onChange }: GroupChoiceProps<T>) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('bakery.reports.group_by.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      fullWidth={false}
      sx={{ width: 180 }}
      className="no-print"
      slotProps={{ select: { inputProps: { 'data-testid': 'report-group-by' } } }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {translate(`bakery.reports.group_by.${choice === 'shop' ? 'store' : choice}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The line above a report: its choices at the start, its CSV and PDF exports at the end. */
export function ReportControls({ children, exportButton }: { children?: ReactNode; exportButton: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      {children}
      <span style={{ flexGrow: 1 }} />
      {exportButton}
    </Stack>
  );
}
