import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { productPaths } from '../../../registry/paths';

/** The way back to the catalogue. In right-to-left reading "back" points right. */
export function BackToProductsButton({ variant = 'contained' }: { variant?: 'contained' | 'text' }) {
  const translate = useTranslate();
  return (
    <Button
      component={Link}
      to={productPaths.list}
      variant={variant}
      size={variant === 'text' ? 'small' : 'medium'}
      startIcon={<ArrowForwardIcon />}
    >
      {translate('bakery.products.show.back_to_list')}
    </Button>
  );
}
