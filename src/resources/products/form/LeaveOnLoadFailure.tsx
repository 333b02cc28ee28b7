import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { productPaths } from '../../../registry/paths';

/** The edit form's load failure (spec 002 section 8): 'فشل في تحميل المنتج', then back to the list. */
export function useLeaveOnLoadFailure() {
  const notify = useNotify();
  const navigate = useNavigate();
  return () => {
    notify('bakery.products.form.load_failed', { type: 'error' });
    navigate(productPaths.list, { replace: true });
  };
}

/** For an edit URL whose id is not a product id at all: nothing to load, the same notice. */
export function LeaveOnLoadFailure() {
  const leave = useLeaveOnLoadFailure();
  // Once, when shown: the notice and the move belong to the arrival on a bad URL.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(leave, []);
  return null;
}
