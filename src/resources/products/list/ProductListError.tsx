import { useListContext, useTranslate } from 'react-admin';
import { ListLoadError } from '../../../ui/ListLoadError';
import { errorMessage } from '../../../providers/failure';

/** The list could not be loaded: the server's message (else a general one) and a retry button. */
export function ProductListError() {
  const translate = useTranslate();
  const { error } = useListContext();
  return (
    <ListLoadError
      testId="products-error"
      title={translate('bakery.products.list.load_error')}
      detail={errorMessage(error)}
    />
  );
}
