import CheckIcon from '@mui/icons-material/Check';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReturnRecord } from '../../domain/returns';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';

interface ReturnCardProps {
  record: ReturnRecord;
  onApprove?: (record: ReturnRecord) => void;
  approving: boolean;
}

/** One return: when, which order and shop, who took it back, each product with its reason, its value. */
export function ReturnCard({ record, onApprove, approving }: ReturnCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="return-card">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <div>
            <Typography variant="subtitle1" fontWeight={700}>
              {record.store_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <bdi dir="ltr">{record.order_number}</bdi> · {formatDateTime(record.created_at)}
              {record.distributor_name ? ` · ${record.distributor_name}` : ''}
            </Typography>
          </div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1" fontWeight={700} data-testid="return-total">
              {formatMoney(record.total_eur)}
            </Typography>
            {record.status === 'approved' ? (
              <Chip
                size="small"
                color={record.credit_note_id ? 'success' : 'warning'}
                label={translate(record.credit_note_id ? 'bakery.returns.credited' : 'bakery.returns.waiting_invoice')}
                data-testid="return-credit"
              />
            ) : null}
          </Stack>
        </Stack>
        <Stack component="ul" sx={{ m: 0, mt: 1, paddingInlineStart: 2.5 }} spacing={0.25}>
          {record.lines.map((line) => (
            <Typography component="li" variant="body2" key={line.product_id}>
              {line.product_name} × {formatNumber(line.quantity)} — {translate(`bakery.returns.reasons.${line.reason}`)}
            </Typography>
          ))}
        </Stack>
        {record.note ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {record.note}
          </Typography>
        ) : null}
      </CardContent>
      {onApprove ? (
        <CardActions>
          <Button variant="contained" startIcon={<CheckIcon />} onClick={() => onApprove(record)} loading={approving} data-testid="return-approve">
            {translate('bakery.returns.approve')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
