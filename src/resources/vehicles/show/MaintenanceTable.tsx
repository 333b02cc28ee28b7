import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { EMPTY_VALUE, formatDate, formatMoney, formatNumber } from '../../../i18n/format';
import type { MaintenanceRecord } from '../../../providers/data/vehicleCalls';
import { MaintenanceDeleteButton } from './MaintenanceDeleteButton';

const prefix = 'bakery.vehicle_show.maintenance';
const COLUMNS = ['date', 'km', 'work_done', 'cost', 'recorded_by'] as const;

/** The maintenance visits; on a phone the table scrolls sideways inside its card. */
export function MaintenanceTable({ vehicleId, rows }: { vehicleId: Identifier; rows: MaintenanceRecord[] }) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {translate(`${prefix}.${column}`)}
              </TableCell>
            ))}
            <TableCell aria-label={translate(`${prefix}.delete`)} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="vehicle-maintenance-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.maintenance_date)}</TableCell>
              <TableCell>{formatNumber(row.km)}</TableCell>
              <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {row.work_done}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.cost_eur === null ? EMPTY_VALUE : formatMoney(row.cost_eur)}
              </TableCell>
              <TableCell>{row.recorded_by_name || EMPTY_VALUE}</TableCell>
              <TableCell padding="checkbox">
                <MaintenanceDeleteButton vehicleId={vehicleId} maintenanceId={row.id} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
