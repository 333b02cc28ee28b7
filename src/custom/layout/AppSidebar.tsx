import BakeryDiningIcon from '@mui/icons-material/BakeryDining';
import SearchIcon from '@mui/icons-material/Search';
import { Avatar, Box, Divider, FilledInput, FormControl, IconButton, InputAdornment, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { LinkBase, useDefaultTitle, useGetIdentity, useLocation, useTranslate } from 'react-admin';
import { SCREEN } from '../../domain/access';
import { LiveClock } from './LiveClock';
import { LogoutButton } from './LogoutButton';
import { activeEntryKey, filterMenu, type MenuItem } from './menu';
import { roleLabelKey } from './roleLabel';
import { SessionCountdown } from './SessionCountdown';
import { SidebarMenu } from './SidebarMenu';

interface AppSidebarProps {
  /** The entries the signed-in role may see (visibleMenu). */
  items: readonly MenuItem[];
  role: unknown;
  collapsed: boolean;
  /** Collapsed: the search icon opens the sidebar to type in it. */
  onExpand?: () => void;
  /** The phone drawer closes once an entry is chosen. */
  onNavigate?: () => void;
}

/** The main sidebar's contents (spec 000 section 2): search, menu, user, clock, session countdown, log-out. */
export function AppSidebar({ items, role, collapsed, onExpand, onNavigate }: AppSidebarProps) {
  const translate = useTranslate();
  const title = useDefaultTitle();
  const { pathname } = useLocation();
  const { identity } = useGetIdentity();
  const [query, setQuery] = useState('');

  const shown = collapsed ? items : filterMenu(items, query, (key) => translate(key));
  const searching = !collapsed && query.trim() !== '';
  const activeKey = activeEntryKey(items, pathname);
  const name = identity?.fullName ?? '';
  const roleText = translate(roleLabelKey(role));
  const searchLabel = translate('bakery.menu.search');
  const profileShown = items.some((item) => item.type === 'entry' && item.entry.path === SCREEN.profile.path);

  return (
    <Box
      data-testid="app-sidebar"
      component="nav"
      aria-label={translate('bakery.layout.main_menu')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden', bgcolor: 'background.paper' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: collapsed ? 0 : 2,
          py: 2,
          justifyContent: collapsed ? 'center' : 'flex-start',
        }}
      >
        <BakeryDiningIcon color="primary" sx={{ fontSize: 32 }} />
        {!collapsed && typeof title === 'string' && (
          <Typography variant="h6" component="div" noWrap sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        )}
      </Box>

      <Box sx={{ px: collapsed ? 0 : 2, pb: 1, display: 'flex', justifyContent: 'center' }}>
        {collapsed ? (
          <Tooltip title={searchLabel} placement="left">
            <IconButton aria-label={searchLabel} onClick={onExpand}>
              <SearchIcon />
            </IconButton>
          </Tooltip>
        ) : (
          // MUI's TextField, taken apart: the same filled field of the theme (MuiFormControl's defaults),
          // without the select and menu TextField always brings, which the first page does not need.
          <FormControl data-testid="menu-search" size="small" fullWidth>
            <FilledInput
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={searchLabel}
              inputProps={{ 'aria-label': searchLabel }}
              startAdornment={
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              }
            />
          </FormControl>
        )}
      </Box>

      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SidebarMenu
          items={shown}
          activeKey={activeKey}
          collapsed={collapsed}
          searching={searching}
          onNavigate={onNavigate}
        />
        {searching && shown.length === 0 && (
          <Typography data-testid="menu-no-results" variant="body2" color="text.secondary" sx={{ px: 3, py: 2 }}>
            {translate('bakery.menu.search_no_results')}
          </Typography>
        )}
      </Box>

      <Divider />
      <Box
        aria-label={translate('bakery.layout.user_panel')}
        role="group"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1.25, p: collapsed ? 1 : 2 }}
      >
        {/* The name and picture open the own profile, as account menus do, once that page exists. */}
        <Box
          {...(profileShown
            ? { component: LinkBase, to: SCREEN.profile.path, 'data-testid': 'user-profile-link', onClick: onNavigate }
            : {})}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            justifyContent: collapsed ? 'center' : 'flex-start',
            color: 'inherit',
            textDecoration: 'none',
            borderRadius: 1,
            '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
          }}
        >
          <Tooltip title={collapsed ? `${name} — ${roleText}` : ''} placement="left">
            <Avatar src={identity?.avatar} alt={name} sx={{ bgcolor: 'primary.main', width: 40, height: 40 }}>
              {name.trim().charAt(0)}
            </Avatar>
          </Tooltip>
          <Box sx={{ minWidth: 0, display: collapsed ? 'none' : 'block' }}>
            <Typography data-testid="user-name" noWrap sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography data-testid="role-label" variant="body2" color="text.secondary" noWrap>
              {roleText}
            </Typography>
          </Box>
        </Box>
        <LiveClock compact={collapsed} />
        <SessionCountdown compact={collapsed} />
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <LogoutButton compact={collapsed} color="error" />
        </Box>
      </Box>
    </Box>
  );
}
