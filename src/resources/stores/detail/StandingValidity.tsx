import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayField } from '../../../ui/DayField';

/** The days as the fields hold them: 'YYYY-MM-DD', UNFINISHED_DATE while typed, null when empty. */
export interface Validity {
  valid_from: string | null;
  valid_until: string | null;
  paused: { from: string | null; to: string | null }[];
}

interface Props {
  value: Validity;
  editable: boolean;
  onChange: (value: Validity) => void;
}

/** When the standing order runs, and the shop's holidays during which it makes nothing. */
export function StandingValidity({ value, editable, onChange }: Props) {
  const translate = useTranslate();
  const day = (label: string, text: string | null, set: (text: string | null) => void) => (
    <Box sx={{ width: { xs: '100%', sm: 190 } }}>
      <DayField label={translate(label)} value={text} disabled={!editable} onChange={set} fullWidth />
    </Box>
  );
  const setPause = (index: number, part: 'from' | 'to', text: string | null) =>
    onChange({ ...value, paused: value.paused.map((pause, at) => (at === index ? { ...pause, [part]: text } : pause)) });
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap">
        {day('bakery.standing.valid_from', value.valid_from, (text) => onChange({ ...value, valid_from: text }))}
        {day('bakery.standing.valid_until', value.valid_until, (text) => onChange({ ...value, valid_until: text }))}
      </Stack>
      {value.paused.map((pause, index) => (
        <Stack key={index} direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="center">
          {day('bakery.standing.paused_from', pause.from, (text) => setPause(index, 'from', text))}
          {day('bakery.standing.paused_to', pause.to, (text) => setPause(index, 'to', text))}
          {editable && (
            <IconButton
              aria-label={translate('bakery.standing.remove_pause')}
              onClick={() => onChange({ ...value, paused: value.paused.filter((_, at) => at !== index) })}
            >
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      {editable && (
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => onChange({ ...value, paused: [...value.paused, { from: value.valid_from, to: value.valid_from }] })}
        >
          {translate('bakery.standing.add_pause')}
        </Button>
      )}
    </Stack>
  );
}
