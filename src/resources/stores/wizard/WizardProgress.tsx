import { Box, LinearProgress, Step, StepLabel, Stepper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LAST_STEP, WIZARD_STEPS, type WizardStep } from './wizardRules';

/** The progress bar and the five steps' header; on a phone the header keeps only the numbers. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const translate = useTranslate();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const label = translate('bakery.stores.wizard.step_of', { step, total: LAST_STEP });
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={(step / LAST_STEP) * 100} aria-label={label} sx={{ height: 8, borderRadius: 4 }} />
      <Stepper activeStep={step - 1} alternativeLabel={!compact} sx={{ mt: 2 }}>
        {WIZARD_STEPS.map((n) => (
          <Step key={n} completed={n < step}>
            <StepLabel>{compact ? null : translate(`bakery.stores.wizard.steps.${n}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
