import { Box } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-admin';

/** Spec 000 section 2: page changes use a short slide-and-fade. */
export const PAGE_TRANSITION_MS = 200;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Plays the transition on the same element at each new address instead of remounting the page under a
 * new key, so a page keeps its state (and react-admin its queries) across the animation.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== 'function' || prefersReducedMotion()) return;
    const animation = element.animate(
      [
        { opacity: 0, transform: 'translateY(8px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: PAGE_TRANSITION_MS, easing: 'ease-out' },
    );
    // Cancelling rejects the animation's `finished` promise; browsers mark that rejection handled, but not
    // every DOM does (happy-dom in the component tests reports it), so it is handled here.
    animation.finished.catch(() => undefined);
    return () => animation.cancel();
  }, [pathname]);

  return (
    <Box
      ref={ref}
      data-testid="page-transition"
      sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}
    >
      {children}
    </Box>
  );
}
