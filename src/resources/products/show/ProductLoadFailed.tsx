import RefreshIcon from '@mui/icons-material/Refresh';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BackToProductsButton } from './BackToProductsButton';
import { ProductStatePanel } from './ProductStatePanel';
import { serverMessage, statusOf } from '../../../providers/failure';

interface ProductLoadFailedProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * The detail could not be loaded (spec 002 section 8): 'المنتج غير موجود' with the server's message for a
 * 404; any other failure (server down, network) says the product could not be loaded, with its reason.
 * Both offer the way back and another try.
 */
export function ProductLoadFailed({ error, retrying, onRetry }: ProductLoadFailedProps) {
  const translate = useTranslate();
  const notFound = statusOf(error) === 404;
  const title = translate(notFound ? 'bakery.products.show.not_found' : 'bakery.products.show.load_error_title');
  // The server's reason, unless it only repeats the title ('المنتج غير موجود').
  const reason = serverMessage(error);
  const message = reason && reason !== title ? reason : translate('bakery.products.show.not_found_hint');
  return (
    <ProductStatePanel
      data-testid={notFound ? 'product-not-found' : 'product-load-error'}
      icon={
        notFound ? (
          <SearchOffIcon color="disabled" sx={{ fontSize: 64 }} />
        ) : (
          <CloudOffIcon color="disabled" sx={{ fontSize: 64 }} />
        )
      }
      title={title}
      message={message}
      actions={
        <>
          <BackToProductsButton />
          <Button
            variant="outlined"
            onClick={onRetry}
            disabled={retrying}
            startIcon={retrying ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
          >
            {translate('bakery.products.show.try_again')}
          </Button>
        </>
      }
    />
  );
}
