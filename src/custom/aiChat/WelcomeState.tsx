import AddIcon from '@mui/icons-material/Add';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** With no chat at all: a welcome and a button that starts the first one (spec 000 section 2). */
export function WelcomeState({ onStart }: { onStart(): void }) {
  const translate = useTranslate();
  return (
    <Box data-testid="chat-welcome" sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
      <SmartToyIcon color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h6">{translate('bakery.chat.welcome_title')}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {translate('bakery.chat.welcome_hint')}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onStart}>
        {translate('bakery.chat.start_new')}
      </Button>
    </Box>
  );
}
