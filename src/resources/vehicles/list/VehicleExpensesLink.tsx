import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SCREEN } from '../../../domain/access';

/**
 * The way from the fleet to every van's expenses. The spec keeps "vehicle expenses" out of the office's
 * menu (MENU_ONLY_RIGHTS), yet admins and managers are the ones who read them all.
 */
export function VehicleExpensesLink() {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to={SCREEN.vehicleExpenses.path} startIcon={<ReceiptLongIcon />} variant="outlined">
      {translate('bakery.vehicle_list.expenses_link')}
    </Button>
  );
}
