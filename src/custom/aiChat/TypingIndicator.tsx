import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown from the question until the first word of the answer arrives. */
export function TypingIndicator() {
  const translate = useTranslate();
  return (
    <Box data-testid="chat-typing" role="status" sx={{ alignSelf: 'flex-end', px: 2, py: 1, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('bakery.chat.typing')}
      </Typography>
    </Box>
  );
}
