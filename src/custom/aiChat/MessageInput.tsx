import SendIcon from '@mui/icons-material/Send';
import { Box, IconButton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  maxLength: number;
  hasChat: boolean;
  sending: boolean;
  onSend(text: string): void;
}

/** Characters left under which the counter turns to a warning (spec 000 section 5). */
const WARN_BELOW = 100;

/**
 * The message box (spec 000 section 5): required and at most `maxLength` characters, each with its
 * message; the send button only for a sendable text; Enter sends, Shift+Enter adds a line; the box grows
 * to 120 px; disabled while an answer is awaited.
 */
export function MessageInput({ maxLength, hasChat, sending, onSend }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = text.trim();
  const left = maxLength - text.length;
  const tooLong = text.length > maxLength;
  const sendable = trimmed.length > 0 && !tooLong && !sending;
  const problem = tooLong ? translate('bakery.chat.message_too_long', { max: maxLength }) : touched && !trimmed ? translate('bakery.chat.message_required') : null;
  const send = () => {
    setTouched(true);
    if (!sendable) return;
    onSend(trimmed);
    setText('');
    setTouched(false);
  };
  return (
    <Box component="form" onSubmit={(event) => (event.preventDefault(), send())} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          fullWidth
          multiline
          minRows={1}
          value={text}
          disabled={sending}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          placeholder={translate(hasChat ? 'bakery.chat.placeholder' : 'bakery.chat.placeholder_no_chat')}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          slotProps={{ htmlInput: { 'aria-label': translate('bakery.chat.placeholder'), 'data-testid': 'chat-input', style: { maxHeight: 120, overflowY: 'auto' } } }}
        />
        <Typography variant="caption" data-testid="chat-remaining" color={left < WARN_BELOW ? 'warning.main' : 'text.secondary'}>
          {translate('bakery.chat.remaining', { count: left })}
        </Typography>
      </Box>
      <IconButton type="submit" color="primary" disabled={!sendable} aria-label={translate('bakery.chat.send')} sx={{ mb: 4 }}>
        <SendIcon sx={{ transform: 'scaleX(-1)' }} />
      </IconButton>
    </Box>
  );
}
