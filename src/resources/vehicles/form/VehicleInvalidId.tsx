import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { vehiclePaths } from '../../../registry/paths';

/** /vehicles/edit/abc names no vehicle (section 2): say so and go back to the list, asking the server nothing. */
export function VehicleInvalidId() {
  const notify = useNotify();
  const navigate = useNavigate();
  useEffect(() => {
    notify('bakery.vehicle_form.invalid_id', { type: 'error' });
    navigate(vehiclePaths.list, { replace: true });
  }, [notify, navigate]);
  return null;
}
