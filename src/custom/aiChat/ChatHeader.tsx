import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import ForumIcon from '@mui/icons-material/Forum';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { AiConversationWithMessages } from '../../domain/aiChat/schemas';

interface Props {
  title: string;
  active: AiConversationWithMessages | undefined;
  onTogglePanel(): void;
  panelOpen: boolean;
  onRefreshSuggestions(): void;
  onClear(id: number): Promise<unknown>;
}

/**
 * The chat's header (spec 000 section 2): its title, the message count, the share of cached answers when
 * there are any, refreshing the suggestions, and clearing the chat (off with no chat or no messages).
 */
export function ChatHeader({ title, active, onTogglePanel, panelOpen, onRefreshSuggestions, onClear }: Props) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const answers = active?.messages.filter((message) => message.sender === 'ai' && !message.is_error) ?? [];
  const cached = answers.filter((message) => message.cached).length;
  const percent = answers.length ? Math.round((cached / answers.length) * 100) : 0;
  const panelLabel = translate(panelOpen ? 'bakery.chat.hide_conversations' : 'bakery.chat.show_conversations');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
      <Tooltip title={panelLabel}>
        <IconButton aria-label={panelLabel} onClick={onTogglePanel} data-testid="chat-panel-toggle">
          <ForumIcon />
        </IconButton>
      </Tooltip>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h1" noWrap data-testid="chat-header-title">
          {active?.title ?? title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary" data-testid="chat-message-count">
            {translate('bakery.chat.messages_count', { smart_count: active?.message_count ?? 0 })}
          </Typography>
          {cached > 0 && <Chip size="small" color="info" data-testid="chat-cache-rate" label={translate('bakery.chat.cache_hits', { percent: `${percent}%` })} />}
        </Box>
      </Box>
      <Tooltip title={translate('bakery.chat.refresh_suggestions')}>
        <IconButton aria-label={translate('bakery.chat.refresh_suggestions')} onClick={onRefreshSuggestions}>
          <RefreshIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('bakery.chat.clear')}>
        <span>
          <IconButton aria-label={translate('bakery.chat.clear')} disabled={!active || active.message_count === 0} onClick={() => setConfirming(true)}>
            <DeleteSweepIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        title="bakery.chat.clear"
        content={translate('bakery.chat.confirm_clear', { title: active?.title ?? '' })}
        confirm="bakery.chat.clear"
        confirmColor="warning"
        onConfirm={async () => {
          setConfirming(false);
          if (active) await onClear(active.id).catch(() => undefined);
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
