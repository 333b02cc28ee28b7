import { Box, Button, FormHelperText, FormLabel, Stack } from '@mui/material';
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type PointerEvent,
  type Ref,
} from 'react';
import { useTranslate } from 'react-admin';

export interface SignaturePadHandle {
  isEmpty: () => boolean;
  clear: () => void;
  /** The drawing as a PNG, or null when the browser could not make one. */
  toBlob: () => Promise<Blob | null>;
}

interface SignaturePadProps {
  ref?: Ref<SignaturePadHandle>;
  label: string;
  error?: string | null;
}

const HEIGHT = 180;

/** Paints the pad white: the stored PNG reads the same on any background. */
function paintBlank(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.strokeStyle = '#111111';
  context.lineWidth = 2.5 * (window.devicePixelRatio || 1);
  context.lineCap = 'round';
  context.lineJoin = 'round';
}

/**
 * A signature drawn with a finger, a pen or the mouse (pointer events), on a canvas as wide as the
 * dialog. Only a stroke counts as signed: a tap is not a signature.
 */
export function SignaturePad({ ref, label, error }: SignaturePadProps) {
  const translate = useTranslate();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);
  // The error the receiver has drawn over since it was given: it no longer holds, so it stops showing red.
  const [drawnOver, setDrawnOver] = useState<string | null>(null);
  const shownError = error && error !== drawnOver ? error : null;
  const labelId = useId();

  // The canvas draws in device pixels; its size follows the element's (resizing clears the drawing).
  const fit = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    canvas.height = Math.round(HEIGHT * ratio);
    paintBlank(canvas);
  }, []);

  const clear = useCallback(() => {
    fit();
    setSigned(false);
    setDrawnOver(null);
  }, [fit]);

  useEffect(() => {
    fit();
    // A phone resizes the window when its keyboard opens or its address bar hides: the drawing is kept,
    // scaled to the new width, rather than lost while the receiver types their name.
    const onResize = () => {
      const canvas = canvasRef.current;
      if (!canvas) return;
      const width = Math.max(1, Math.round(canvas.clientWidth * (window.devicePixelRatio || 1)));
      if (width === canvas.width) return;
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      copy.getContext('2d')?.drawImage(canvas, 0, 0);
      fit();
      canvas.getContext('2d')?.drawImage(copy, 0, 0, canvas.width, canvas.height);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [fit]);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => !signed,
      clear,
      toBlob: () =>
        new Promise<Blob | null>((resolve) => {
          const canvas = canvasRef.current;
          if (!canvas) resolve(null);
          else canvas.toBlob(resolve, 'image/png');
        }),
    }),
    [signed, clear],
  );

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const box = canvas.getBoundingClientRect();
    const scaleX = box.width ? canvas.width / box.width : 1;
    const scaleY = box.height ? canvas.height / box.height : 1;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = pointAt(event);
    const context = event.currentTarget.getContext('2d');
    context?.beginPath();
    context?.moveTo(x, y);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const { x, y } = pointAt(event);
    const context = event.currentTarget.getContext('2d');
    context?.lineTo(x, y);
    context?.stroke();
    if (!signed) setSigned(true);
    if (error && drawnOver !== error) setDrawnOver(error);
  };

  const stop = () => {
    drawing.current = false;
  };

  return (
    <Box>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 0.5 }}>
        <FormLabel error={Boolean(shownError)} id={labelId}>
          {label}
        </FormLabel>
        <Button onClick={clear} disabled={!signed} data-testid="signature-clear">
          {translate('bakery.route.deliver_dialog.clear')}
        </Button>
      </Stack>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-labelledby={labelId}
        data-testid="signature-pad"
        data-signed={signed ? 'true' : 'false'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stop}
        onPointerCancel={stop}
        onPointerLeave={stop}
        sx={{
          display: 'block',
          inlineSize: '100%',
          blockSize: HEIGHT,
          // The finger draws instead of scrolling the page.
          touchAction: 'none',
          bgcolor: '#ffffff',
          border: 2,
          borderStyle: 'dashed',
          borderColor: shownError ? 'error.main' : 'divider',
          borderRadius: 1,
          cursor: 'crosshair',
        }}
      />
      <FormHelperText error={Boolean(shownError)} data-testid="signature-helper">
        {shownError || translate('bakery.route.deliver_dialog.signature_hint')}
      </FormHelperText>
    </Box>
  );
}
