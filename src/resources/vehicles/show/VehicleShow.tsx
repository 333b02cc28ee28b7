import { Box } from '@mui/material';
import { useEffect } from 'react';
import { Loading, Title, useGetOne, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { VehicleRecord } from '../../../providers/data/vehicleCalls';
import { statusOf } from '../../../providers/failure';
import { MaintenanceDueAlert } from './MaintenanceDueAlert';
import { VehicleFigureCards } from './VehicleFigureCards';
import { VehicleHeader } from './VehicleHeader';
import { parseRecordId } from '../../../domain/schemas/common';
import { vehiclePaths } from '../../../registry/paths';
import { VehicleLoadError } from './VehicleLoadError';
import { VehicleNotFound } from './VehicleNotFound';
import { retryUnlessRefused } from './useVehicleQueries';
import { VehicleTabs } from './VehicleTabs';
import { VehiclePlate } from '../../../ui/VehiclePlate';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../../i18n/ar/vehicleShow';
import '../../../i18n/ar/vehicles';

/**
 * /vehicles/details/{id} (spec 002 "Vehicles", issue 15): the vehicle's header with edit, export and
 * delete, the maintenance warning, four figures computed from its records and the tabs details, expenses,
 * maintenance and history. An id that cannot be one goes back to the list; a missing vehicle gets its
 * own page; any other failure says so with a retry.
 */
export default function VehicleShow() {
  const notify = useNotify();
  const navigate = useNavigate();
  const { id: rawId } = useParams();
  const id = parseRecordId(rawId);
  const {
    data: record,
    error,
    isPending,
    refetch,
    isFetching,
  } = useGetOne<VehicleRecord>('vehicles', { id: id ?? 0 }, { enabled: id !== null, retry: retryUnlessRefused });
  const failed = !!error && statusOf(error) !== 404;

  useEffect(() => {
    if (id !== null) return;
    notify('bakery.vehicle_show.invalid_id', { type: 'error' });
    navigate(vehiclePaths.list, { replace: true });
  }, [id, notify, navigate]);

  useEffect(() => {
    if (failed) notify('bakery.vehicle_show.load_failed', { type: 'error' });
  }, [failed, notify]);

  if (id === null) return null;
  if (statusOf(error) === 404) return <VehicleNotFound />;
  if (error) return <VehicleLoadError onRetry={() => void refetch()} retrying={isFetching} />;
  if (isPending || !record) return <Loading />;

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, minWidth: 0 }} data-testid="vehicle-show">
      <Title title={<VehiclePlate plate={record.vehicle_plate} />} />
      <VehicleHeader record={record} />
      <MaintenanceDueAlert record={record} />
      <VehicleFigureCards id={record.id} />
      <VehicleTabs record={record} />
    </Box>
  );
}
