import { Grid } from '@mui/material';
import { NumberInput } from 'react-admin';
import { decimalCommaHandlers } from '../../ui/decimalComma';

/**
 * Latitude and longitude typed in, side by side (stacked on a phone), written left to right. Shared by
 * the wizard's and the edit form's manual mode; `required` marks them for the wizard, which needs both.
 */
export function CoordinateInputs({ required = false }: { required?: boolean }) {
  return (
    <>
      {(['latitude', 'longitude'] as const).map((axis) => (
        <Grid key={axis} size={{ xs: 12, sm: 6 }}>
          {/* Coordinates are not amounts: "50.85" as maps write them, or "50,85", both with the point. */}
          <NumberInput
            source={`manual_${axis}`}
            label={`resources.stores.fields.${axis}`}
            step="any"
            isRequired={required}
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            {...decimalCommaHandlers}
          />
        </Grid>
      ))}
    </>
  );
}
