import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LAST_STEP, type WizardStep } from './wizardRules';

interface WizardNavigationProps {
  step: WizardStep;
  busy: boolean;
  creating: boolean;
  onBack: () => void;
  onNext: () => void;
  onCreate: () => void;
}

/**
 * Back, Next, and Create on the last step. Right to left, "back" points right and "next" points left:
 * icons are not flipped by the RTL style cache, so the arrows are chosen for the reading direction.
 */
export function WizardNavigation({ step, busy, creating, onBack, onNext, onCreate }: WizardNavigationProps) {
  const translate = useTranslate();
  const grow = { flex: { xs: 1, sm: '0 0 auto' }, minWidth: { sm: 140 } };
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
      <Button
        type="button"
        variant="outlined"
        onClick={onBack}
        disabled={step === 1 || creating}
        startIcon={<ArrowForwardIcon />}
        sx={grow}
      >
        {translate('bakery.stores.wizard.back')}
      </Button>
      {step < LAST_STEP ? (
        <Button type="button" variant="contained" onClick={onNext} disabled={busy} endIcon={<ArrowBackIcon />} sx={grow}>
          {translate('bakery.stores.wizard.next')}
        </Button>
      ) : (
        <Button
          type="button"
          variant="contained"
          color="success"
          onClick={onCreate}
          disabled={busy}
          startIcon={creating ? <CircularProgress size={18} color="inherit" /> : <CheckIcon />}
          sx={grow}
        >
          {translate('bakery.stores.wizard.create')}
        </Button>
      )}
    </Stack>
  );
}
