import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../../../i18n/ar/enums';
import { formatNumber } from '../../../i18n/format';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';

/** Type, year, fuel and odometer, label over value, two a line. */
export function VehicleCardFacts({ vehicle }: { vehicle: VehicleRecord }) {
  const translate = useTranslate();
  const facts = [
    { key: 'vehicle_type', value: translate(enumLabelKey('vehicle_type', vehicle.vehicle_type), { _: vehicle.vehicle_type }) },
    { key: 'vehicle_year', value: String(vehicle.vehicle_year) },
    { key: 'fuel_type', value: translate(enumLabelKey('fuel_type', vehicle.fuel_type), { _: vehicle.fuel_type }) },
    // The label says (كم): the value is the bare figure.
    { key: 'current_km', value: formatNumber(vehicle.current_km) },
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, mt: 1.5, mb: 0 }}>
      {facts.map((fact) => (
        <Box key={fact.key} data-testid={`vehicle-${fact.key}`}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`resources.vehicles.fields.${fact.key}`)}
          </Typography>
          <Typography component="dd" variant="body2" fontWeight={500} sx={{ m: 0 }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
