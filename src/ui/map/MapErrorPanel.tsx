import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A small notice at the map's bottom edge when its tiles cannot be loaded: try the tiles again, or reload
 * the page. It covers neither the markers nor the routes, which still read on a plain background (the
 * map is fitted to them), and it can be closed.
 */
export function MapErrorPanel({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Alert
      dir="rtl"
      severity="warning"
      variant="outlined"
      data-testid="store-map-error"
      onClose={() => setClosed(true)}
      closeText={translate('bakery.stores.map.close_error')}
      sx={{
        position: 'absolute',
        // Above Leaflet's attribution line, in the corner where no control sits.
        bottom: 24,
        insetInlineStart: 8,
        maxWidth: 'min(380px, calc(100% - 16px))',
        zIndex: 1100,
        py: 0,
        bgcolor: 'background.paper',
        boxShadow: 2,
        '& .MuiAlert-message': { py: 0.75 },
      }}
    >
      {translate('bakery.stores.map.error_title')}
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
        <Button size="small" color="warning" startIcon={<ReplayIcon />} onClick={onRetry}>
          {translate('bakery.stores.map.retry')}
        </Button>
        <Button size="small" color="warning" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
          {translate('bakery.stores.map.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
