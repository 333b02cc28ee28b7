import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Collapse,
  Divider,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import type { MenuEntry, MenuGroupKey, MenuItem } from './menu';

interface SidebarMenuProps {
  items: readonly MenuItem[];
  activeKey: string | undefined;
  collapsed: boolean;
  /** A search is typed: every group shows its matches. */
  searching: boolean;
  onNavigate?: () => void;
}

/** The sidebar's entries and expandable groups; icons only, with the label as a tooltip, when collapsed. */
export function SidebarMenu({ items, activeKey, collapsed, searching, onNavigate }: SidebarMenuProps) {
  const translate = useTranslate();
  // Groups the user opened or closed by hand; otherwise a group is open when it holds the current page.
  const [toggled, setToggled] = useState<Partial<Record<MenuGroupKey, boolean>>>({});

  const entry = (item: MenuEntry, nested: boolean) => {
    const label = translate(item.labelKey);
    const Icon = item.icon;
    const active = item.key === activeKey;
    const button = (
      <ListItemButton
        key={item.key}
        data-testid={`menu-${item.key}`}
        component={LinkBase}
        to={item.path}
        selected={active}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? label : undefined}
        onClick={onNavigate}
        sx={{
          minHeight: 44,
          borderRadius: 2,
          mx: 1,
          my: 0.25,
          paddingInlineStart: collapsed ? 0 : nested ? 4 : 1.5,
          paddingInlineEnd: collapsed ? 0 : 1.5,
          justifyContent: collapsed ? 'center' : 'flex-start',
          '&.Mui-selected, &.Mui-selected:hover': {
            bgcolor: (theme) => alpha(theme.palette.primary.main, 0.14),
            color: 'primary.main',
          },
        }}
      >
        <ListItemIcon
          sx={{ minWidth: collapsed ? 0 : 40, color: active ? 'primary.main' : undefined, justifyContent: 'center' }}
        >
          <Icon />
        </ListItemIcon>
        {!collapsed && (
          <ListItemText primary={label} slotProps={{ primary: { noWrap: true, fontWeight: active ? 700 : 400 } }} />
        )}
      </ListItemButton>
    );
    return collapsed ? (
      <Tooltip key={item.key} title={label} placement="left">
        {button}
      </Tooltip>
    ) : (
      button
    );
  };

  return (
    <List component="div" disablePadding dense={false}>
      {items.map((item) => {
        if (item.type === 'entry') return entry(item.entry, false);
        const { group, entries } = item;
        if (collapsed) {
          return (
            <Box
              key={group.key}
              data-testid={`menu-group-${group.key}`}
              role="group"
              aria-label={translate(group.labelKey)}
            >
              <Divider sx={{ my: 0.5, mx: 1.5 }} />
              {entries.map((child) => entry(child, false))}
              <Divider sx={{ my: 0.5, mx: 1.5 }} />
            </Box>
          );
        }
        const holdsActive = entries.some((child) => child.key === activeKey);
        const open = searching || (toggled[group.key] ?? holdsActive);
        const GroupIcon = group.icon;
        const label = translate(group.labelKey);
        return (
          <Box key={group.key} data-testid={`menu-group-${group.key}`}>
            <ListItemButton
              aria-expanded={open}
              onClick={() => setToggled((current) => ({ ...current, [group.key]: !open }))}
              sx={{ minHeight: 44, borderRadius: 2, mx: 1, my: 0.25, paddingInline: 1.5 }}
            >
              <ListItemIcon sx={{ minWidth: 40, color: holdsActive ? 'primary.main' : undefined }}>
                <GroupIcon />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Typography noWrap fontWeight={holdsActive ? 700 : 500}>
                    {label}
                  </Typography>
                }
              />
              {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </ListItemButton>
            <Collapse in={open} timeout="auto" unmountOnExit>
              <List component="div" disablePadding role="group" aria-label={label}>
                {entries.map((child) => entry(child, true))}
              </List>
            </Collapse>
          </Box>
        );
      })}
    </List>
  );
}
