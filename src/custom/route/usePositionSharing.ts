import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useStore, useTranslate } from 'react-admin';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { canLocate, isPermissionDenied, readPhonePosition } from './phonePosition';

/** The switch is remembered on the phone (react-admin's store: localStorage); off until they turn it on. */
export const SHARE_POSITION_KEY = 'bakery.route.share_position';
export const SHARE_EVERY_MS = 60_000;

/**
 * Sends the phone's position once now and then every minute, while the switch is on and `active` (a
 * route of theirs runs today: the server refuses positions otherwise). Turning it off tells the server
 * to forget the last position. A refused permission turns the switch off and says why.
 */
export function usePositionSharing(active: boolean) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const translate = useTranslate();
  const [enabled, setEnabled] = useStore<boolean>(SHARE_POSITION_KEY, false);
  const [problem, setProblem] = useState<string | null>(null);
  const [lastSent, setLastSent] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled || !active || !canLocate()) return;
    let stopped = false;
    const send = async () => {
      try {
        const position = await readPhonePosition();
        if (stopped) return;
        const saved = await dataProvider.sharePosition(position);
        if (stopped) return;
        setLastSent(saved.recorded_at);
        setProblem(null);
      } catch (error) {
        if (stopped) return;
        if (isPermissionDenied(error)) {
          setProblem(translate('bakery.route.sharing.denied'));
          setEnabled(false);
        } else if (error instanceof Error && 'status' in error) {
          // The server's refusal, in its own Arabic words.
          setProblem(error.message);
        } else {
          setProblem(translate('bakery.route.sharing.unavailable'));
        }
      }
    };
    void send();
    const timer = setInterval(() => void send(), SHARE_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [enabled, active, dataProvider, setEnabled, translate]);

  // The last stop delivered: the office's map should not keep showing the van where it stopped.
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active && enabled) dataProvider.stopSharing().catch(() => undefined);
    wasActive.current = active;
  }, [active, enabled, dataProvider]);

  const setSharing = useCallback(
    (on: boolean) => {
      if (on && !canLocate()) {
        setProblem(translate('bakery.route.sharing.unsupported'));
        return;
      }
      setProblem(null);
      setEnabled(on);
      if (!on) {
        setLastSent(null);
        dataProvider
          .stopSharing()
          .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
      }
    },
    [dataProvider, setEnabled, translate],
  );

  return { enabled, setSharing, problem, lastSent };
}
