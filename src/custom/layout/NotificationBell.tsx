import CloseIcon from '@mui/icons-material/Close';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, IconButton, List, ListItem, ListItemButton, ListItemText, Popover, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import type { Notice } from '../../providers/data/noticeCalls';
import { refreshQueries } from '../../ui/queryCache';

/** Issue 27: the header's bell asks for the newest notifications every minute. */
export const NOTICES_POLL_MS = 60_000;
const KEY = ['notifications', 'bell'];

/** The header's bell: the unread count, the newest ten; opening one marks it read and follows its link. */
export function NotificationBell() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useQuery({ queryKey: KEY, queryFn: () => dataProvider.notices(10), refetchInterval: NOTICES_POLL_MS });
  const refresh = () => refreshQueries(queryClient, { queryKey: KEY });
  const unread = data?.unread ?? 0;
  const label = translate('bakery.layout.notifications', { count: unread });

  const open = async (notice: Notice) => {
    if (!notice.read_at) await dataProvider.markNoticeRead(notice.id);
    await refresh();
    setAnchor(null);
    // A stored link is a path inside the app (the server checks it); an outside one opens as a page.
    if (notice.link?.startsWith('/')) navigate(notice.link);
  };
  const remove = async (notice: Notice) => {
    await dataProvider.deleteNotice(notice.id);
    await refresh();
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton data-testid="notification-bell" color="inherit" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '95vw' } } }}
      >
        <Box data-testid="notification-list">
          {!data?.notices.length ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('bakery.layout.no_notifications')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {data.notices.map((notice) => (
                <ListItem
                  key={notice.id}
                  disablePadding
                  secondaryAction={
                    notice.user_id !== null ? (
                      <IconButton edge="end" aria-label={translate('bakery.layout.delete_notification')} onClick={() => void remove(notice)}>
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    ) : undefined
                  }
                >
                  <ListItemButton data-testid={`notice-${notice.id}`} onClick={() => void open(notice)} sx={{ bgcolor: notice.read_at ? undefined : 'action.hover' }}>
                    <ListItemText
                      primary={notice.title}
                      secondary={notice.message}
                      slotProps={{ primary: { fontWeight: notice.read_at ? 400 : 700 } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}
