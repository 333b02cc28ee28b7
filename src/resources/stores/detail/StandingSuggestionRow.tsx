import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StandingSuggestion } from '../../../domain/standing';

interface Props {
  suggestion: StandingSuggestion;
  name: string;
  /** The share above which products are suggested and the window read, as the record gives them. */
  limit: number;
  from: string;
  to: string;
  columns: number;
  editable: boolean;
  /** Whether the grid already holds the suggested quantities (the button then has nothing to do). */
  applied: boolean;
  onApply: () => void;
}

/**
 * A suggestion from returns under its product's row of the week grid: the figures behind it and, for those
 * who edit, a button that puts the suggested quantities in the grid. Nothing is sent until the form is saved.
 */
export function StandingSuggestionRow({
  suggestion,
  name,
  limit,
  from,
  to,
  columns,
  editable,
  applied,
  onApply,
}: Props) {
  const translate = useTranslate();
  const lowered = suggestion.days.filter((day) => day.suggested < day.quantity);
  return (
    <TableRow data-testid={`standing-suggestion-${suggestion.product_id}`} sx={{ bgcolor: 'action.hover' }}>
      <TableCell colSpan={columns}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TrendingDownIcon color="warning" fontSize="small" aria-hidden />
          <Box sx={{ flex: 1, minWidth: 220 }}>
            <Typography variant="body2">
              {translate('bakery.standing.suggestions.figures', { ...suggestion, from, to, limit })}
            </Typography>
            {lowered.map((day) => (
              <Typography key={day.weekday} variant="body2" color="text.secondary">
                {translate('bakery.standing.suggestions.day', {
                  ...day,
                  day: translate(`bakery.standing.weekdays.${day.weekday}`),
                })}
              </Typography>
            ))}
            {applied && editable && (
              <Typography variant="body2" color="success.main">
                {translate('bakery.standing.suggestions.applied')}
              </Typography>
            )}
          </Box>
          {editable && (
            <Button
              size="small"
              variant="outlined"
              onClick={onApply}
              disabled={applied}
              aria-label={translate('bakery.standing.suggestions.apply_of', { name })}
            >
              {translate('bakery.standing.suggestions.apply')}
            </Button>
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
}
