import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { navigationLinks } from '../../domain/navigation';
import type { ScheduleItem } from '../../domain/schedule';
import { formatTime } from '../../i18n/format';

/** A delivered visit on its card: who received it and when, where (a map link), and the signature small. */
export function VisitProof({ proof }: { proof: NonNullable<ScheduleItem['proof']> }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`bakery.common.delivery_proof.${key}`, args);
  const place = proof.latitude !== null && proof.longitude !== null ? navigationLinks(proof) : null;
  return (
    <Box data-testid="visit-proof" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 0.5 }}>
      <Box>
        <Typography variant="body2" color="success.main" fontWeight={600}>
          {t('summary', { name: proof.receiver_name, time: formatTime(proof.signed_at) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {place ? (
            <Link href={place.map} target="_blank" rel="noopener noreferrer">
              {t('place')}: {t('open_map')}
            </Link>
          ) : (
            t('no_place')
          )}
        </Typography>
      </Box>
      <Box
        component="img"
        src={proof.signature_url}
        alt={t('signature_alt', { name: proof.receiver_name })}
        sx={{ height: 48, width: 'auto', maxWidth: 140, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 0.5 }}
      />
    </Box>
  );
}
