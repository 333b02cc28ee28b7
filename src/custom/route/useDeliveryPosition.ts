import { useEffect, useState } from 'react';
import { canLocate, readPhonePosition, type PhonePosition } from './phonePosition';

type PositionState = 'position_pending' | 'position_found' | 'position_none';

/**
 * The phone's position, asked for once when the proof dialog opens: the delivery never waits for it,
 * it goes with the proof only if it came in while the receiver signed.
 */
export function useDeliveryPosition(): { state: PositionState; found: PhonePosition | null } {
  const [found, setFound] = useState<PhonePosition | null>(null);
  const [state, setState] = useState<PositionState>(() => (canLocate() ? 'position_pending' : 'position_none'));
  useEffect(() => {
    if (!canLocate()) return;
    let current = true;
    readPhonePosition(15_000).then(
      (position) => {
        if (!current) return;
        setFound(position);
        setState('position_found');
      },
      () => current && setState('position_none'),
    );
    return () => {
      current = false;
    };
  }, []);
  return { state, found };
}
