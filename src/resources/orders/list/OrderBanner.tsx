import { Alert, Collapse } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ORDER_BANNER_MS } from '../../../domain/orders/rules';
import type { Notice } from '../../../providers/failure';

interface Banner {
  severity: 'success' | 'error';
  notice: Notice;
  /** Bumped on each banner so the same text shown twice restarts its timer. */
  serial: number;
}

type Show = (severity: Banner['severity'], notice: Notice) => void;

const BannerContext = createContext<{ banner: Banner | null; show: Show; close: () => void } | null>(null);

/** The list's success and error banners (delete, export): one at a time, each gone after 5 s. */
export function OrderBannerProvider({ children }: { children: ReactNode }) {
  const [banner, setBanner] = useState<Banner | null>(null);
  const serial = useRef(0);
  const show = useCallback<Show>((severity, notice) => {
    serial.current += 1;
    setBanner({ severity, notice, serial: serial.current });
  }, []);
  const close = useCallback(() => setBanner(null), []);

  useEffect(() => {
    if (!banner) return undefined;
    const timer = setTimeout(() => setBanner(null), ORDER_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const value = useMemo(() => ({ banner, show, close }), [banner, show, close]);
  return <BannerContext.Provider value={value}>{children}</BannerContext.Provider>;
}

/** Shows a banner above the list; outside the list it does nothing. */
export function useOrderBanner(): Show {
  return useContext(BannerContext)?.show ?? noop;
}

const noop: Show = () => undefined;

export function OrderBanner() {
  const translate = useTranslate();
  const context = useContext(BannerContext);
  const banner = context?.banner;
  const text = banner ? ('key' in banner.notice ? translate(banner.notice.key) : banner.notice.text) : '';
  return (
    <Collapse in={Boolean(banner)} unmountOnExit>
      {banner ? (
        <Alert
          key={banner.serial}
          severity={banner.severity}
          onClose={context?.close}
          sx={{ mb: 2 }}
          data-testid="orders-banner"
          slotProps={{ closeButton: { title: translate('ra.action.close') } }}
        >
          {text}
        </Alert>
      ) : null}
    </Collapse>
  );
}
