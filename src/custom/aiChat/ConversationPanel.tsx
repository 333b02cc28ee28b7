import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, List, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { AiConversation } from '../../domain/aiChat/schemas';
import type { AiChatState } from './useAiChat';
import { ConversationItem } from './ConversationItem';
import { useNow } from '../dashboard/useNow';

interface Props {
  chat: AiChatState;
  /** Under 768 px the panel is a drawer with a way back to the chat. */
  onBack?: () => void;
}

/** The chats (spec 000 section 2): title and count, new chat, search, active or archived, the list. */
export function ConversationPanel({ chat, onBack }: Props) {
  const translate = useTranslate();
  const [deleting, setDeleting] = useState<AiConversation | null>(null);
  const now = useNow();
  const empty = chat.search.trim() ? 'bakery.chat.no_search_results' : chat.showArchived ? 'bakery.chat.no_archived' : 'bakery.chat.no_chats';
  const pick = (id: number) => {
    chat.select(id);
    onBack?.();
  };
  return (
    <Box data-testid="chat-panel" sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, p: 1.5, gap: 1 }}>
      {onBack && (
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
          {translate('bakery.chat.back_to_chat')}
        </Button>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('bakery.chat.conversations')}{' '}
          <Typography component="span" color="text.secondary" data-testid="chat-count">
            ({chat.conversations.length})
          </Typography>
        </Typography>
        <Button
          size="small"
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            chat.create();
            onBack?.();
          }}
        >
          {translate('bakery.chat.new_chat')}
        </Button>
      </Box>
      <TextField
        size="small"
        value={chat.search}
        onChange={(event) => chat.setSearch(event.target.value)}
        placeholder={translate('bakery.chat.search')}
        slotProps={{ htmlInput: { 'aria-label': translate('bakery.chat.search'), maxLength: 100 } }}
      />
      <ToggleButtonGroup exclusive size="small" fullWidth value={chat.showArchived ? 'archived' : 'active'} onChange={(_event, value) => value && chat.setShowArchived(value === 'archived')}>
        <ToggleButton value="active">{translate('bakery.chat.show_active')}</ToggleButton>
        <ToggleButton value="archived">{translate('bakery.chat.show_archived')}</ToggleButton>
      </ToggleButtonGroup>
      <List dense sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {chat.conversations.map((item) => (
          <ConversationItem
            key={item.id}
            chat={item}
            now={now}
            selected={item.id === chat.activeId}
            onSelect={() => pick(item.id)}
            onRename={(title) => chat.rename(item.id, title)}
            onArchive={(archived) => chat.archive(item.id, archived)}
            onStar={(starred) => chat.star(item.id, starred)}
            onDelete={() => setDeleting(item)}
          />
        ))}
        {!chat.listLoading && !chat.conversations.length && (
          <Typography data-testid="chat-list-empty" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {translate(empty)}
          </Typography>
        )}
      </List>
      <Confirm
        isOpen={deleting !== null}
        title="bakery.chat.delete"
        content={translate('bakery.chat.confirm_delete', { title: deleting?.title ?? '' })}
        confirm="bakery.chat.delete"
        confirmColor="warning"
        onConfirm={async () => {
          const id = deleting!.id;
          setDeleting(null);
          await chat.remove(id).catch(() => undefined);
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
