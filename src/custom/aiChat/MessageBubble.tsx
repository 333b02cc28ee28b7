import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from '../../ui/clipboard';
import { MessageText } from './MessageText';

interface Props {
  sender: 'user' | 'ai';
  text: string;
  cached?: boolean;
  provider?: 'gemini' | 'local' | null;
  error?: boolean;
  /** The answer is still arriving: no copy yet. */
  streaming?: boolean;
}

/** One message: the user's on the start side, the assistant's on the other, with its copy button. */
export function MessageBubble({ sender, text, cached = false, provider = null, error = false, streaming = false }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const mine = sender === 'user';
  const copy = async () => {
    try {
      await copyText(text);
      notify('bakery.chat.copied', { type: 'success' });
    } catch {
      notify('bakery.chat.copy_failed', { type: 'error' });
    }
  };
  return (
    <Box
      data-testid={mine ? 'chat-question' : 'chat-answer'}
      data-error={error || undefined}
      sx={{
        alignSelf: mine ? 'flex-start' : 'flex-end',
        maxWidth: { xs: '92%', md: '75%' },
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: error ? 'error.light' : mine ? 'primary.main' : 'background.paper',
        color: error ? 'error.contrastText' : mine ? 'primary.contrastText' : 'text.primary',
        border: mine ? 0 : 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body1" component="div" sx={{ overflowWrap: 'anywhere' }}>
        <MessageText text={text} />
      </Typography>
      {!mine && !streaming && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          {provider && <Chip size="small" variant="outlined" label={translate(`bakery.chat.provider_${provider}`)} />}
          {cached && <Chip size="small" color="info" variant="outlined" label={translate('bakery.chat.cached')} />}
          <Tooltip title={translate('bakery.chat.copy')}>
            <IconButton size="small" aria-label={translate('bakery.chat.copy')} onClick={copy}>
              <ContentCopyIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
}
