import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { IMAGE_ACCEPT, imageFileProblem } from './imageFile';

export interface ProductImagePickerProps {
  /** The chosen file, not sent yet: the page uploads it once the product is saved. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The product's image now (edit form), shown until another file is chosen. */
  currentUrl?: string | null;
  /** Under the current image: the edit form's remove button. */
  currentAction?: ReactNode;
  disabled?: boolean;
}

const PREVIEW_SIZE = 160;

const frameSx = {
  width: PREVIEW_SIZE,
  height: PREVIEW_SIZE,
  flexShrink: 0,
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: 'action.hover',
} as const;

const imageSx = { width: '100%', height: '100%', objectFit: 'cover' } as const;

/**
 * Picks the product's image: PNG, JPEG, WebP or GIF under 5 MB, refused with its message here, before
 * any upload. The chosen file is previewed through an object URL made and revoked by an effect, so the
 * URL lives exactly as long as that file is shown (also under StrictMode's double effects).
 */
export function ProductImagePicker({ file, onChange, currentUrl, currentAction, disabled }: ProductImagePickerProps) {
  const translate = useTranslate();
  const [problem, setProblem] = useState<string | null>(null);
  const previewRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = previewRef.current;
    if (!file || !image) return undefined;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Cleared so that picking the same file again still fires a change.
    event.target.value = '';
    if (!picked) return;
    const refusal = imageFileProblem(picked);
    setProblem(refusal);
    if (!refusal) onChange(picked);
  };

  const clear = () => {
    setProblem(null);
    onChange(null);
  };

  let preview: ReactNode;
  if (file)
    preview = (
      <Box component="img" ref={previewRef} alt={translate('bakery.products.form.image_preview')} sx={imageSx} />
    );
  else if (currentUrl)
    preview = (
      <Box component="img" src={currentUrl} alt={translate('bakery.products.form.image_current')} sx={imageSx} />
    );
  else
    preview = (
      <Stack sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <ImageNotSupportedIcon />
        <Typography variant="caption">{translate('bakery.products.form.image_none')}</Typography>
      </Stack>
    );

  return (
    <Stack
      data-testid="product-image-picker"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <Box sx={frameSx}>{preview}</Box>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
        <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateIcon />} disabled={disabled}>
          {translate(currentUrl || file ? 'bakery.products.form.image_replace' : 'bakery.products.form.image_choose')}
          <input hidden type="file" accept={IMAGE_ACCEPT} onChange={pick} disabled={disabled} />
        </Button>
        {file ? (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} dir="auto">
              {file.name}
            </Typography>
            <Button size="small" startIcon={<CloseIcon />} onClick={clear} disabled={disabled}>
              {translate('bakery.products.form.image_clear')}
            </Button>
          </>
        ) : (
          currentAction
        )}
        {problem ? (
          <FormHelperText error role="alert">
            {translate(problem)}
          </FormHelperText>
        ) : (
          <FormHelperText>{translate('bakery.products.form.image_hint')}</FormHelperText>
        )}
      </Stack>
    </Stack>
  );
}
