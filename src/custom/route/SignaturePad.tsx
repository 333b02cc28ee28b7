import { Box, Button, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import SignaturePadCanvas, { type SignatureEvent } from 'signature_pad';

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

/** The pen moved while pressed: a stroke, where a tap (press and lift) is not a signature. */
const MOVES = new Set(['pointermove', 'mousemove', 'touchmove']);
const isMove = (event: Event) => MOVES.has((event as CustomEvent<SignatureEvent>).detail?.type);

/**
 * A signature drawn with a finger, a pen or the mouse (the signature_pad library), on a canvas as wide as
 * the dialog, painted white so the stored PNG reads the same on any background. Only a stroke counts as
 * signed: a tap is not a signature.
 */
export function SignaturePad({ ref, label, error }: SignaturePadProps) {
  const translate = useTranslate();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadCanvas | null>(null);
  const [signed, setSigned] = useState(false);
  // The error the receiver has drawn over since it was given: it no longer holds, so it stops showing red.
  const [drawnOver, setDrawnOver] = useState<string | null>(null);
  const shownError = error && error !== drawnOver ? error : null;
  // The stroke listener is set once; it reads the error of the latest render.
  const errorRef = useRef(error);
  useEffect(() => {
    errorRef.current = error;
  }, [error]);
  const labelId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadCanvas(canvas, { backgroundColor: '#ffffff', penColor: '#111111' });
    padRef.current = pad;
    // The canvas draws in device pixels; its size follows the element's.
    const fit = () => {
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(canvas.clientWidth * ratio));
      canvas.height = Math.round(HEIGHT * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
    };
    fit();
    pad.clear();
    const onStroke = (event: Event) => {
      if (!isMove(event)) return;
      setSigned(true);
      setDrawnOver(errorRef.current ?? null);
    };
    pad.addEventListener('afterUpdateStroke', onStroke);
    // A phone resizes the window when its keyboard opens or its address bar hides: the drawing is kept,
    // stretched to the new width, rather than lost while the receiver types their name.
    const onResize = () => {
      const before = canvas.width;
      if (Math.max(1, Math.round(canvas.clientWidth * (window.devicePixelRatio || 1))) === before) return;
      const data = pad.toData();
      fit();
      const stretch = canvas.width / before;
      pad.fromData(data.map((group) => ({ ...group, points: group.points.map((point) => ({ ...point, x: point.x * stretch })) })));
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      pad.removeEventListener('afterUpdateStroke', onStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setSigned(false);
    setDrawnOver(null);
  }, []);

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
