import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Shown over the map when its tiles cannot be loaded: try the tiles again, or reload the page. It can be
 * closed: offline, the routes and markers on a plain background are still worth reading.
 */
export function MapErrorPanel({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Box
      dir="rtl"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1100,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        // The markers stay usable around the panel: only the panel itself takes clicks.
        pointerEvents: 'none',
      }}
    >
      <Alert
        severity="error"
        variant="outlined"
        data-testid="store-map-error"
        onClose={() => setClosed(true)}
        closeText={translate('bakery.stores.map.close_error')}
        sx={{ maxWidth: 420, pointerEvents: 'auto', bgcolor: 'background.paper', boxShadow: 3 }}>
        <AlertTitle>{translate('bakery.stores.map.error_title')}</AlertTitle>
        {translate('bakery.stores.map.error_message')}
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button size="small" variant="contained" color="error" startIcon={<ReplayIcon />} onClick={onRetry}>
            {translate('bakery.stores.map.retry')}
          </Button>
          <Button size="small" variant="outlined" color="error" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
            {translate('bakery.stores.map.reload')}
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}
