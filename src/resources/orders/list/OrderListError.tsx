import { useListContext, useTranslate } from 'react-admin';
import { ListLoadError } from '../../../ui/ListLoadError';
import { listLoadNotice } from '../orderFailure';

/** The list could not be loaded: the spec's text for the status and a retry button. */
export function OrderListError() {
  const translate = useTranslate();
  const { error } = useListContext();
  const notice = listLoadNotice(error);
  return <ListLoadError testId="orders-error" title={translate(notice.key, notice.args)} />;
}
