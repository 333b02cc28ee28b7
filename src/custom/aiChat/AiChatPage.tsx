import { Alert, Box, Drawer, Paper, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ChatHeader } from './ChatHeader';
import { ConversationPanel } from './ConversationPanel';
import { MessageInput } from './MessageInput';
import { MessageList } from './MessageList';
import { SuggestionStrip } from './SuggestionStrip';
import { useAiChat } from './useAiChat';
import { WelcomeState } from './WelcomeState';
// Its texts, added to the catalogue before this screen first renders.
import '../../i18n/ar/chat';

/** Spec 000 section 9: under 768 px the chat has its narrow layout (the list in a drawer). */
const NARROW_QUERY = '(max-width:767.95px)';
const PANEL_WIDTH = 300;

/**
 * The assistant (spec 000 section 2, issue 28): the conversations beside the chat (collapsible; a drawer
 * on a phone), the header, the suggested questions, the messages and the message box. Answers stream in
 * from the server, which reads the bakery's own figures as the signed-in user.
 */
export default function AiChatPage() {
  const translate = useTranslate();
  const chat = useAiChat();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const [panelOpen, setPanelOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showWelcome = !chat.hasAnyChat && chat.activeId === null && !chat.sending;

  return (
    <Box data-testid="ai-chat-page" sx={{ display: 'flex', height: { xs: 'calc(100dvh - 72px)', md: 'calc(100dvh - 96px)' }, minHeight: 420, gap: 2, width: '100%' }}>
      <Title title="bakery.chat.title" />
      {narrow ? (
        <Drawer anchor="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { sx: { width: 'min(88vw, 340px)' }, 'data-testid': 'chat-drawer' } as object }}>
          <ConversationPanel chat={chat} onBack={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        panelOpen && (
          <Paper variant="outlined" sx={{ width: PANEL_WIDTH, flexShrink: 0, overflow: 'hidden' }}>
            <ConversationPanel chat={chat} />
          </Paper>
        )
      )}
      <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        <ChatHeader
          title={translate('bakery.chat.title')}
          active={chat.active}
          panelOpen={narrow ? drawerOpen : panelOpen}
          onTogglePanel={() => (narrow ? setDrawerOpen((open) => !open) : setPanelOpen((open) => !open))}
          onRefreshSuggestions={chat.refreshSuggestions}
          onClear={chat.clear}
        />
        {chat.configFailed && <Alert severity="warning">{translate('bakery.chat.load_failed')}</Alert>}
        {chat.error && (
          <Alert severity="error" data-testid="chat-error" onClose={chat.dismissError}>
            {chat.error}
          </Alert>
        )}
        {showWelcome ? (
          <WelcomeState onStart={chat.create} />
        ) : (
          <MessageList welcome={chat.config.welcomeMessage} active={chat.active} pending={chat.pending} failed={chat.failed} />
        )}
        {chat.config.enabledFeatures.suggestedQuestions && <SuggestionStrip questions={chat.suggestions} disabled={chat.sending} onAsk={chat.send} />}
        <MessageInput maxLength={chat.config.maxMessageLength} hasChat={chat.activeId !== null} sending={chat.sending} onSend={chat.send} />
      </Paper>
    </Box>
  );
}
