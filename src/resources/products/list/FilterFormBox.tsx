import { styled } from '@mui/material/styles';

/** A live filter form laid out as a wrapping row; the whole line on a phone. */
export const FilterFormBox = styled('form')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  [theme.breakpoints.down('sm')]: { width: '100%' },
}));
