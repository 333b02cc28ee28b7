import BuildIcon from '@mui/icons-material/Build';
import HandymanIcon from '@mui/icons-material/Handyman';
import LocalCarWashIcon from '@mui/icons-material/LocalCarWash';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { Card, CardActionArea, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { EXPENSE_TYPES, type ExpenseType } from '../../domain/enums';
import { enumLabelKey } from '../../i18n/ar/enums';

const ICONS: Record<ExpenseType, ReactNode> = {
  fuel: <LocalGasStationIcon color="warning" />,
  maintenance: <BuildIcon color="info" />,
  repair: <HandymanIcon color="error" />,
  washing: <LocalCarWashIcon color="primary" />,
  other: <MoreHorizIcon color="action" />,
};

/** The five expense types of spec 002: a tap opens the add dialog preset to that type. */
export function ExpenseTypeTiles({ onPick, disabled }: { onPick: (type: ExpenseType) => void; disabled: boolean }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={1.5} columns={{ xs: 3, sm: 5 }} sx={{ mb: 2 }}>
      {EXPENSE_TYPES.map((type) => (
        <Grid key={type} size={1}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              onClick={() => onPick(type)}
              disabled={disabled}
              data-testid={`expense-tile-${type}`}
              sx={{ height: '100%', py: 1.5, px: 1, opacity: disabled ? 0.5 : 1 }}
            >
              <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
                {ICONS[type]}
                <Typography variant="body2" fontWeight={600}>
                  {translate(enumLabelKey('expense_type', type))}
                </Typography>
              </Stack>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
