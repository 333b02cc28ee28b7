import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { AppBar, Box, Drawer, IconButton, Toolbar, Tooltip, useMediaQuery } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  Inspector,
  LoadingIndicator,
  SkipNavigationButton,
  TitlePortal,
  ToggleThemeButton,
  useLocation,
  usePermissions,
  useSidebarState,
  useThemesContext,
  useTranslate,
} from 'react-admin';
import { canAccess } from '../../domain/access';
import { ActivityTracker } from './ActivityTracker';
import { AppSidebar } from './AppSidebar';
import { Breadcrumbs } from './Breadcrumbs';
import { DESKTOP_QUERY, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../ui/breakpoints';
import { DistributorLayout } from './DistributorLayout';
import { isDistributorArea } from './distributorMenu';
import { visibleMenu } from './menu';
import { OfflineBanner } from './OfflineBanner';
import { MaintenanceBanner } from './MaintenanceBanner';
import { NotificationBell } from './NotificationBell';
import { SessionWarningBanner } from './SessionWarningBanner';
import { ShellContent } from './ShellContent';

export interface MainLayoutProps {
  children: ReactNode;
  /** The pages that exist (the app's page registry): menu entries and links show only for these. */
  existingPaths: ReadonlySet<string>;
}

/**
 * The shell of every page (spec 000 section 2, "Main layout"): a sidebar on the right, 320 px open and
 * 72 px collapsed, a temporary drawer from the right below 1024 px; the distributor area gets its own
 * phone-first layout. Use it as `<Admin layout={(props) => <MainLayout {...props} existingPaths={...} />}>`.
 * Whoever has the distributor area (the access table's `distributor-area`) stays in its layout on every
 * page they reach (a shop, their profile): the office menu leads to pages that are not theirs.
 */
export function MainLayout({ children, existingPaths }: MainLayoutProps) {
  const { pathname } = useLocation();
  const { permissions: role } = usePermissions();
  if (canAccess(role, 'distributor-area', 'list') || isDistributorArea(pathname))
    return <DistributorLayout existingPaths={existingPaths}>{children}</DistributorLayout>;
  return <StaffLayout existingPaths={existingPaths}>{children}</StaffLayout>;
}

function StaffLayout({ children, existingPaths }: MainLayoutProps) {
  const translate = useTranslate();
  const { permissions: role } = usePermissions();
  const { darkTheme } = useThemesContext();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, { noSsr: true });
  // Desktop: open or collapsed, remembered in react-admin's store. Phone: the drawer, closed at first.
  const [open, setOpen] = useSidebarState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = visibleMenu(role, existingPaths);

  const toggleLabel = isDesktop
    ? translate(open ? 'bakery.menu.collapse' : 'bakery.menu.expand')
    : translate(drawerOpen ? 'ra.action.close_menu' : 'ra.action.open_menu');
  const toggle = () => (isDesktop ? setOpen(!open) : setDrawerOpen(!drawerOpen));

  return (
    <Box data-testid="main-layout" sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipNavigationButton />
      <ActivityTracker />

      {isDesktop ? (
        <Box
          sx={{
            width: open ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: 0,
            height: '100vh',
            alignSelf: 'flex-start',
            borderInlineEnd: (theme) => `1px solid ${theme.palette.divider}`,
            transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
            zIndex: (theme) => theme.zIndex.appBar + 1,
          }}
        >
          <AppSidebar items={items} role={role} collapsed={!open} onExpand={() => setOpen(true)} />
        </Box>
      ) : (
        // Anchored at the start: MUI puts a 'left' drawer on the right in a right-to-left theme.
        <Drawer
          variant="temporary"
          anchor="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' } } }}
        >
          <AppSidebar items={items} role={role} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}

      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="primary" elevation={1}>
          <Toolbar variant={isDesktop ? 'dense' : 'regular'} sx={{ gap: 1 }}>
            <Tooltip title={toggleLabel}>
              <IconButton
                data-testid="sidebar-toggle"
                color="inherit"
                edge="start"
                aria-label={toggleLabel}
                onClick={toggle}
              >
                {isDesktop && open ? <MenuOpenIcon sx={{ transform: 'scaleX(-1)' }} /> : <MenuIcon />}
              </IconButton>
            </Tooltip>
            <TitlePortal sx={{ flex: 1 }} />
            <NotificationBell />
            {darkTheme && <ToggleThemeButton />}
            <LoadingIndicator />
          </Toolbar>
        </AppBar>

        <Box
          component="main"
          id="main-content"
          sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}
        >
          <OfflineBanner />
          <MaintenanceBanner />
          <SessionWarningBanner />
          <Breadcrumbs existingPaths={existingPaths} />
          <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0, px: { xs: 1, md: 2 }, pb: 2 }}>
            <ShellContent>{children}</ShellContent>
          </Box>
        </Box>
      </Box>
      <Inspector />
    </Box>
  );
}
