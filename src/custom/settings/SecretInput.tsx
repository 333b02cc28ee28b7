import KeyIcon from '@mui/icons-material/Key';
import { Box, Chip } from '@mui/material';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { clearFlag } from './settingsForm';

interface SecretInputProps {
  source: string;
  label: string;
  /** Whether the server holds a value (`<key>Set`); the value itself never reaches the browser. */
  isSet: boolean;
  readOnly?: boolean;
}

/**
 * A write-only secret (issue 27): "set" or "not set", a field to replace it (left empty, it stays as it
 * is) and, when one is set, a switch that clears it on save.
 */
export function SecretInput({ source, label, isSet, readOnly }: SecretInputProps) {
  const translate = useTranslate();
  const clearing = useWatch({ name: clearFlag(source) }) === true;
  return (
    <Box data-testid={`secret-${source}`}>
      <Chip
        size="small"
        icon={<KeyIcon />}
        color={isSet && !clearing ? 'success' : 'default'}
        label={`${label}: ${translate(clearing ? 'bakery.settings.secret.will_clear' : isSet ? 'bakery.settings.secret.set' : 'bakery.settings.secret.not_set')}`}
        sx={{ mb: 1, maxWidth: '100%' }}
      />
      <TextInput
        source={source}
        label={`${label} (${translate('bakery.settings.secret.replace')})`}
        type="password"
        autoComplete="new-password"
        helperText="bakery.settings.secret.replace_hint"
        disabled={clearing || readOnly}
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      {isSet ? (
        <BooleanInput
          source={clearFlag(source)}
          label="bakery.settings.secret.clear"
          helperText={false}
          disabled={readOnly}
        />
      ) : null}
    </Box>
  );
}
