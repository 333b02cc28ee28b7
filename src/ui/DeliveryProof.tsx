import { Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { navigationLinks } from '../domain/navigation';
import { formatDateTime } from '../i18n/format';
import { InfoRow } from './InfoRow';

export interface DeliveryProofValue {
  receiver_name: string;
  signed_at: string;
  latitude: number | null;
  longitude: number | null;
  signature_url: string;
  recorded_by_name?: string | null;
}

/**
 * How a delivery was handed over, from the distributor's proof: who received it, when, where the phone
 * was (a link to the place on OpenStreetMap, opened only on a click), who recorded it, and the signature.
 * The image is served to whoever may read the order, with the session's cookie.
 */
export function DeliveryProof({ proof }: { proof: DeliveryProofValue }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`bakery.common.delivery_proof.${key}`, args);
  const place = proof.latitude !== null && proof.longitude !== null ? navigationLinks(proof) : null;
  return (
    <Box data-testid="delivery-proof">
      <InfoRow label={t('receiver')}>
        <span data-testid="proof-receiver">{proof.receiver_name}</span>
      </InfoRow>
      <InfoRow label={t('signed_at')}>
        <span data-testid="proof-time">{formatDateTime(proof.signed_at)}</span>
      </InfoRow>
      <InfoRow label={t('place')}>
        {place ? (
          <Link href={place.map} target="_blank" rel="noopener noreferrer" data-testid="proof-place">
            <span dir="ltr">{`${proof.latitude!.toFixed(5)}, ${proof.longitude!.toFixed(5)}`}</span> — {t('open_map')}
          </Link>
        ) : (
          t('no_place')
        )}
      </InfoRow>
      {proof.recorded_by_name ? <InfoRow label={t('recorded_by')}>{proof.recorded_by_name}</InfoRow> : null}
      <InfoRow label={t('signature')}>
        <Box
          component="img"
          src={proof.signature_url}
          alt={t('signature_alt', { name: proof.receiver_name })}
          data-testid="proof-signature"
          sx={{
            display: 'block',
            maxWidth: '100%',
            width: 240,
            height: 'auto',
            bgcolor: '#fff',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      </InfoRow>
    </Box>
  );
}
