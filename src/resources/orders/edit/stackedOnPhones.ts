import type { Theme } from '@mui/material';

// On a phone each line is a card of its own (product on top, then each figure under its label) rather
// than a seven-column table that would hide the last columns behind a sideways scroll. The same cells
// serve both layouts: their grid areas only count once the row is a grid.
export const stackedOnPhones = (theme: Theme) => ({
  '& th, & td': { px: { xs: 0.5, sm: 1 } },
  [theme.breakpoints.down('sm')]: {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    '& tbody, & tr': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"product product" "price quantity" "discount gift" "total remove"',
      columnGap: theme.spacing(1.5),
      rowGap: theme.spacing(1),
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody td': { display: 'block', border: 0, p: 0, minWidth: 0, textAlign: 'start' },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      ...theme.typography.caption,
      color: theme.palette.text.secondary,
    },
    '& td[data-area="remove"]': { alignSelf: 'end', justifySelf: 'end' },
  },
});
