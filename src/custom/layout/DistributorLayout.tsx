import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import BakeryDiningIcon from '@mui/icons-material/BakeryDining';
import {
  AppBar,
  BottomNavigation,
  BottomNavigationAction,
  Box,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Toolbar,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  LinkBase,
  LoadingIndicator,
  SkipNavigationButton,
  TitlePortal,
  useDefaultTitle,
  useLocation,
  useTranslate,
} from 'react-admin';
import { SCREEN } from '../../domain/access';
import { ActivityTracker } from './ActivityTracker';
import { DESKTOP_QUERY } from '../../ui/breakpoints';
import { activeDistributorKey, visibleDistributorLinks } from './distributorMenu';
import { LiveClock } from './LiveClock';
import { LogoutButton } from './LogoutButton';
import { OfflineBanner } from './OfflineBanner';
import { MaintenanceBanner } from './MaintenanceBanner';
import { NotificationBell } from './NotificationBell';
import { SessionWarningBanner } from './SessionWarningBanner';
import { ShellContent } from './ShellContent';

// react-admin's form toolbar on a phone (its ToolbarClasses.mobileToolbar), written out: importing
// ToolbarClasses brought the whole form toolbar (save and delete buttons, dialogs) onto the first page.
const MOBILE_TOOLBAR = 'RaToolbar-mobileToolbar';

const DISTRIBUTOR_SIDEBAR_WIDTH = 260;
const BOTTOM_BAR_HEIGHT = 56;
/** react-admin's phone save bar: a 36 px button in 16 px of padding. */
const SAVE_BAR_HEIGHT = 68;

export interface DistributorLayoutProps {
  children: ReactNode;
  /** The pages that exist: a link shows only when its page does. */
  existingPaths: ReadonlySet<string>;
}

/**
 * The distributor area's own layout, phone first (spec 000 section 2): a top bar with the bakery's name,
 * the clock and log-out; the four links as a bottom bar on phones and a sidebar on the right from 1024 px.
 */
export function DistributorLayout({ children, existingPaths }: DistributorLayoutProps) {
  const translate = useTranslate();
  const title = useDefaultTitle();
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, { noSsr: true });
  const links = visibleDistributorLinks(existingPaths);
  const active = activeDistributorKey(links, pathname);
  const navLabel = translate('bakery.layout.distributor_nav');
  const bottomBar = !isDesktop && links.length > 0;

  return (
    <Box
      data-testid="distributor-layout"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}
    >
      <SkipNavigationButton />
      <ActivityTracker />
      <AppBar position="sticky" color="primary" elevation={1}>
        {/* A 390 px phone holds the name, the bell, refresh, the clock, profile and sign-out: the name gives
            way (ellipsis) before anything is pushed off the screen. */}
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
          <BakeryDiningIcon />
          <Typography variant="h6" component="div" noWrap sx={{ fontWeight: 700, minWidth: 0, flexShrink: 1 }}>
            {typeof title === 'string' ? title : null}
          </Typography>
          {/* react-admin pages set their title here; hidden on phones where the bar is narrow. */}
          <TitlePortal sx={{ flex: 1, display: { xs: 'none', md: 'block' }, opacity: 0.85 }} />
          <NotificationBell />
          <Box sx={{ flex: { xs: 1, md: 0 } }} />
          <LoadingIndicator />
          <LiveClock compact color="inherit" />
          {existingPaths.has(SCREEN.profile.path) && (
            <IconButton
              component={LinkBase}
              to={SCREEN.profile.path}
              color="inherit"
              aria-label={translate('bakery.menu.profile')}
              data-testid="user-profile-link"
            >
              <AccountCircleIcon />
            </IconButton>
          )}
          <LogoutButton compact />
        </Toolbar>
      </AppBar>

      <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
        {isDesktop && links.length > 0 && (
          <Box
            component="nav"
            data-testid="distributor-sidebar"
            aria-label={navLabel}
            sx={{
              width: DISTRIBUTOR_SIDEBAR_WIDTH,
              flexShrink: 0,
              bgcolor: 'background.paper',
              borderInlineEnd: (theme) => `1px solid ${theme.palette.divider}`,
            }}
          >
            <List sx={{ position: 'sticky', top: 64 }}>
              {links.map((link) => {
                const Icon = link.icon;
                const selected = link.key === active;
                return (
                  <ListItemButton
                    key={link.key}
                    data-testid={`distributor-link-${link.key}`}
                    component={LinkBase}
                    to={link.path}
                    selected={selected}
                    aria-current={selected ? 'page' : undefined}
                    sx={{ borderRadius: 2, mx: 1, my: 0.25, minHeight: 48 }}
                  >
                    <ListItemIcon sx={{ color: selected ? 'primary.main' : undefined }}>
                      <Icon />
                    </ListItemIcon>
                    <ListItemText
                      primary={translate(link.labelKey)}
                      slotProps={{ primary: { fontWeight: selected ? 700 : 400 } }}
                    />
                  </ListItemButton>
                );
              })}
            </List>
          </Box>
        )}

        <Box
          component="main"
          id="main-content"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            pb: bottomBar ? `calc(${BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom) + 8px)` : 2,
            // A form's save bar, fixed to the screen's bottom on phones by react-admin, would sit under the
            // bottom tabs: it is fixed just above them instead, and the page leaves room for both.
            ...(bottomBar && {
              // The class twice: react-admin's own `bottom: 0` has as much weight and is inserted later.
              [`& .${MOBILE_TOOLBAR}.${MOBILE_TOOLBAR}`]: {
                bottom: `calc(${BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom))`,
                zIndex: (theme: Theme) => theme.zIndex.appBar,
                boxShadow: 3,
              },
              [`&:has(.${MOBILE_TOOLBAR})`]: {
                pb: `calc(${BOTTOM_BAR_HEIGHT + SAVE_BAR_HEIGHT}px + env(safe-area-inset-bottom) + 8px)`,
              },
            }),
          }}
        >
          <OfflineBanner />
          <MaintenanceBanner />
          <SessionWarningBanner />
          <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0, px: { xs: 1, md: 2 }, pt: 1 }}>
            <ShellContent>{children}</ShellContent>
          </Box>
        </Box>
      </Box>

      {bottomBar && (
        <Paper
          component="nav"
          aria-label={navLabel}
          elevation={8}
          sx={{
            position: 'fixed',
            bottom: 0,
            insetInline: 0,
            zIndex: (theme) => theme.zIndex.appBar,
            pb: 'env(safe-area-inset-bottom)',
          }}
        >
          <BottomNavigation
            value={active}
            showLabels
            // Four tabs on a 390 px phone: each label stays on one line ('جدولي اليومي').
            sx={{ height: BOTTOM_BAR_HEIGHT, '& .MuiBottomNavigationAction-root': { minWidth: 0, px: 0.5 }, '& .MuiBottomNavigationAction-label': { whiteSpace: 'nowrap' } }}
          >
            {links.map((link) => {
              const Icon = link.icon;
              return (
                <BottomNavigationAction
                  key={link.key}
                  data-testid={`distributor-link-${link.key}`}
                  value={link.key}
                  label={translate(link.labelKey)}
                  icon={<Icon />}
                  component={LinkBase}
                  to={link.path}
                  aria-current={link.key === active ? 'page' : undefined}
                />
              );
            })}
          </BottomNavigation>
        </Paper>
      )}
    </Box>
  );
}
