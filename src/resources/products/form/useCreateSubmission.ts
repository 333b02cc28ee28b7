import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_CREATED_REDIRECT_MS, type Product } from '../../../domain/products/rules';
import type { BakeryDataProvider } from '../../../providers/dataProvider';
import { productPaths } from '../../../registry/paths';
import { createFailureNotice, showNotice } from './productFailure';

/**
 * What happens around POST /products for both create forms: the chosen image is uploaded once the
 * product exists (a failed upload leaves the product and says so), then the list follows after 1 s
 * (spec 002 sections 4 and 8). Failures become the spec's notices; field errors go to their inputs
 * through react-admin (the save returns them).
 */
export function useCreateSubmission({ quick }: { quick: boolean }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [created, setCreated] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSuccess = async (product: Product) => {
    setCreated(true);
    let imageFailed = false;
    if (imageFile) {
      try {
        await dataProvider.uploadProductImage(product.id, imageFile);
      } catch {
        imageFailed = true;
      }
    }
    if (imageFailed) notify('bakery.products.form.created_image_failed', { type: 'warning' });
    else notify('bakery.products.form.created', { type: 'success' });
    clearTimeout(redirectTimer.current);
    redirectTimer.current = setTimeout(() => navigate(productPaths.list, { state: { _scrollToTop: true } }), PRODUCT_CREATED_REDIRECT_MS);
  };

  const onError = (error: unknown) => showNotice(notify, createFailureNotice(error, quick));

  return { imageFile, setImageFile, created, mutationOptions: { onSuccess, onError } };
}
