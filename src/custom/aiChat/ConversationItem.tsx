import ArchiveIcon from '@mui/icons-material/Archive';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import { Box, IconButton, ListItemButton, Menu, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PREVIEW_LENGTH } from '../../domain/aiChat/limits';
import type { AiConversation } from '../../domain/aiChat/schemas';
import { formatTimeAgo } from '../../i18n/format';
import { previewOf } from './messageParts';

interface Props {
  chat: AiConversation;
  /** The time the list's labels count from (renewed each minute). */
  now: Date;
  selected: boolean;
  onSelect(): void;
  onRename(title: string): void;
  onArchive(archived: boolean): void;
  onStar(starred: boolean): void;
  onDelete(): void;
}

/**
 * One chat of the list (spec 000 section 2): title, archived icon, the last message cut at 40 characters,
 * message count and last use; its menu renames (inline: Enter or the check saves, the cross discards),
 * archives, stars and deletes.
 */
export function ConversationItem({ chat, now, selected, onSelect, onRename, onArchive, onStar, onDelete }: Props) {
  const translate = useTranslate();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [title, setTitle] = useState<string | null>(null);
  const save = () => {
    const text = title?.trim();
    if (text && text !== chat.title) onRename(text);
    setTitle(null);
  };
  const choose = (action: () => void) => () => {
    setMenu(null);
    action();
  };

  if (title !== null)
    return (
      <Box data-testid="chat-rename" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5 }}>
        <TextField
          size="small"
          autoFocus
          fullWidth
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
            if (event.key === 'Escape') setTitle(null);
          }}
          slotProps={{ htmlInput: { 'aria-label': translate('bakery.chat.title_label'), maxLength: 100 } }}
        />
        <IconButton size="small" color="primary" aria-label={translate('bakery.chat.save')} onClick={save}>
          <CheckIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={translate('bakery.chat.cancel')} onClick={() => setTitle(null)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    );

  return (
    <Box data-testid="chat-item" data-chat-id={chat.id} sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <ListItemButton selected={selected} onClick={onSelect} sx={{ flexDirection: 'column', alignItems: 'stretch', borderRadius: 1, py: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          {chat.starred && <StarIcon fontSize="small" color="warning" aria-label={translate('bakery.chat.star')} />}
          {chat.archived && <ArchiveIcon fontSize="small" color="action" aria-label={translate('bakery.chat.archived_chip')} />}
          <Typography data-testid="chat-title" variant="subtitle2" noWrap sx={{ flex: 1 }}>
            {chat.title}
          </Typography>
        </Box>
        {chat.last_message && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {previewOf(chat.last_message, PREVIEW_LENGTH)}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {translate('bakery.chat.messages_count', { smart_count: chat.message_count })} · {formatTimeAgo(chat.last_used_at, now, translate)}
        </Typography>
      </ListItemButton>
      <IconButton size="small" aria-label={translate('bakery.chat.chat_options')} onClick={(event) => setMenu(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem onClick={choose(() => setTitle(chat.title))}>{translate('bakery.chat.rename')}</MenuItem>
        <MenuItem onClick={choose(() => onStar(!chat.starred))}>{translate(chat.starred ? 'bakery.chat.unstar' : 'bakery.chat.star')}</MenuItem>
        <MenuItem onClick={choose(() => onArchive(!chat.archived))}>{translate(chat.archived ? 'bakery.chat.unarchive' : 'bakery.chat.archive')}</MenuItem>
        <MenuItem onClick={choose(onDelete)} sx={{ color: 'error.main' }}>
          {translate('bakery.chat.delete')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
