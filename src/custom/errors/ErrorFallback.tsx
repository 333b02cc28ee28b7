import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HomeIcon from '@mui/icons-material/Home';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState, type ErrorInfo } from 'react';
import { useNavigate, useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';
import { copyErrorReport, errorReport, makeErrorId } from './errorReport';

export interface ErrorFallbackProps {
  error?: unknown;
  errorInfo?: ErrorInfo;
  /** Clears the error boundary's state (react-admin's and the layouts' boundaries pass it). */
  resetErrorBoundary?: (...args: unknown[]) => void;
}

const noReset = () => undefined;

/**
 * The screen shown when a page crashes, for `<Admin error>` and the layouts' own boundary: an error
 * number to quote, retry, reload, home, and a report copied to the clipboard.
 */
export function ErrorFallback({ error, resetErrorBoundary }: ErrorFallbackProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  // One number per error: the fallback is mounted afresh for each error the boundary catches.
  const [errorId] = useState(makeErrorId);
  const [copied, setCopied] = useState<boolean | null>(null);
  const reset = resetErrorBoundary ?? noReset;
  // Leaving the broken page (the menu, the back button) clears the error.
  useResetErrorBoundaryOnLocationChange(reset);

  const goHome = () => {
    navigate('/');
    reset();
  };

  const copy = async () => {
    setCopied(await copyErrorReport(errorReport(errorId, error)));
  };

  return (
    <Box
      data-testid="error-fallback"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', p: 2, minHeight: '60vh' }}
    >
      <Card sx={{ maxWidth: 560, width: '100%' }}>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} />
            <Typography variant="h5" component="h1" role="alert">
              {translate('bakery.layout.error.title')}
            </Typography>
            <Typography color="text.secondary">{translate('bakery.layout.error.message')}</Typography>
            <Typography data-testid="error-id" variant="body2" sx={{ fontWeight: 600, letterSpacing: 0.5 }}>
              {translate('bakery.layout.error.error_id', { id: errorId })}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', justifyContent: 'center', width: '100%' }}
            >
              <Button variant="contained" startIcon={<ReplayIcon />} onClick={() => reset()}>
                {translate('bakery.layout.error.retry')}
              </Button>
              <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
                {translate('bakery.layout.error.reload')}
              </Button>
              <Button variant="outlined" startIcon={<HomeIcon />} onClick={goHome}>
                {translate('bakery.layout.error.go_home')}
              </Button>
              <Button variant="text" startIcon={<ContentCopyIcon />} onClick={copy}>
                {translate('bakery.layout.error.copy_report')}
              </Button>
            </Stack>
            {copied !== null && (
              <Alert severity={copied ? 'success' : 'error'} onClose={() => setCopied(null)} sx={{ width: '100%' }}>
                {translate(copied ? 'bakery.layout.error.copied' : 'bakery.layout.error.copy_failed')}
              </Alert>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
