import { Button, CircularProgress } from '@mui/material';

/** The wide submit button of a sign-in step, with a spinner while the server answers. */
export function SubmitButton({ loading, disabled, label }: { loading: boolean; disabled: boolean; label: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={loading || disabled}
      startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 1 }}
    >
      {label}
    </Button>
  );
}
