import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { FilledInput, FormControl, FormHelperText, IconButton, InputAdornment, InputLabel } from '@mui/material';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslate } from 'react-admin';

// One field of the sign-in, drawn as react-admin's TextInput and PasswordInput draw theirs (a filled
// FormControl with the theme's defaults, the error or an empty line under it, the eye button of a
// password) but from MUI's input pieces and the step's own state: react-admin's inputs need its Form and
// react-hook-form, and MUI's TextField its select and menu, which were about 20 kB of the first page's
// JavaScript, though the sign-in is only two fields.

interface Props {
  name: string;
  /** A translation key. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A translation key, shown under the field. */
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** A password: hidden, with a button that shows it. */
  password?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
}

export function LoginField({ name, label, value, onChange, error, disabled, autoFocus, password, inputProps, inputRef }: Props) {
  const translate = useTranslate();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FormControl error={!!error} disabled={disabled} className={`ra-input ra-input-${name}`}>
      <InputLabel htmlFor={id}>{translate(label)}</InputLabel>
      <FilledInput
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoFocus={autoFocus}
        type={password && !shown ? 'password' : 'text'}
        inputProps={inputProps}
        inputRef={inputRef}
        endAdornment={
          password ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(shown ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
                onClick={() => setShown(!shown)}
                size="small"
              >
                {shown ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      {/* An empty line when all is well, so that the form does not jump when a message appears. */}
      <FormHelperText>{error ? translate(error) : '\u200b'}</FormHelperText>
    </FormControl>
  );
}
