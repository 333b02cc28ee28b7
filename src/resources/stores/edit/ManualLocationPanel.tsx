import { Grid } from '@mui/material';
import { CoordinateInputs } from '../CoordinateInputs';

/** The "manual" mode: latitude and longitude typed in. */
export function ManualLocationPanel() {
  return (
    <Grid container spacing={2} data-testid="location-manual">
      <CoordinateInputs />
    </Grid>
  );
}
