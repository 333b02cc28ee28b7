import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { passwordStrength } from '../../domain/auth/rules';

const COLORS = ['error', 'error', 'warning', 'info', 'success', 'success'] as const;

/**
 * The live strength of the typed password, for the user's information only: it never blocks signing in
 * (the password already exists; the server checks it). Score 0 happens only for an empty password, and
 * then nothing is shown, since there is nothing to judge.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const translate = useTranslate();
  const score = passwordStrength(password);
  if (score === 0) return null;
  const label = translate('bakery.login.strength.label');
  const level = translate(`bakery.login.strength.${score}`);

  return (
    <Box sx={{ mt: -0.5, mb: 1.5 }} data-testid="password-strength">
      <LinearProgress
        variant="determinate"
        value={(score / 5) * 100}
        color={COLORS[score]}
        aria-label={label}
        aria-valuetext={level}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 1, mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {label}:{' '}
          <Box component="strong" sx={{ color: `${COLORS[score]}.main` }}>
            {level}
          </Box>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('bakery.login.strength.hint')}
        </Typography>
      </Box>
    </Box>
  );
}
