import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardCard } from '../../domain/reports';

export interface CardControlsProps {
  id: DashboardCard;
  visible: boolean;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
  onToggle: () => void;
}

/** While the dashboard is being arranged: above each card its name, hide or show, move up or down. */
export function CardControls({ id, visible, first, last, disabled, onMove, onToggle }: CardControlsProps) {
  const translate = useTranslate();
  const name = translate(`bakery.dashboard.cards.names.${id}`);
  const t = (key: string) => translate(`bakery.dashboard.cards.${key}`, { name });
  return (
    <Paper variant="outlined" sx={{ px: 1, py: 0.5, mb: 1, opacity: visible ? 1 : 0.7 }} data-testid={`card-controls-${id}`}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" fontWeight={700} sx={{ flexGrow: 1 }}>
          {name}
          {visible ? null : ` · ${translate('bakery.dashboard.cards.hidden')}`}
        </Typography>
        <Tooltip title={t(visible ? 'hide' : 'show')}>
          <IconButton size="small" aria-label={t(visible ? 'hide' : 'show')} onClick={onToggle} disabled={disabled}>
            {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('move_up')}>
          <span>
            <IconButton size="small" aria-label={t('move_up')} onClick={() => onMove(-1)} disabled={disabled || first}>
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('move_down')}>
          <span>
            <IconButton size="small" aria-label={t('move_down')} onClick={() => onMove(1)} disabled={disabled || last}>
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </Paper>
  );
}
