// Spec 000 section 4: user activity updates an activity marker at most once per 60 seconds while signed in.

export const ACTIVITY_KEY = 'bakery.lastActivity';
export const ACTIVITY_THROTTLE_MS = 60_000;

/** Whether an activity at `now` is worth writing, the last one having been written at `last`. */
export function shouldRecordActivity(
  last: number | null,
  now: number,
  throttleMs: number = ACTIVITY_THROTTLE_MS,
): boolean {
  return last === null || now - last >= throttleMs || now < last;
}

export interface ActivityRecorderOptions {
  isSignedIn: () => boolean;
  write: (timestamp: number) => void;
  now?: () => number;
  throttleMs?: number;
}

/** A recorder to call on every activity event: it writes the marker when signed in and the throttle allows. */
export function createActivityRecorder({
  isSignedIn,
  write,
  now = Date.now,
  throttleMs = ACTIVITY_THROTTLE_MS,
}: ActivityRecorderOptions) {
  let last: number | null = null;
  return function record(): boolean {
    if (!isSignedIn()) {
      // The next session starts with a fresh marker.
      last = null;
      return false;
    }
    const at = now();
    if (!shouldRecordActivity(last, at, throttleMs)) return false;
    last = at;
    write(at);
    return true;
  };
}

export function writeActivityMarker(timestamp: number) {
  try {
    localStorage.setItem(ACTIVITY_KEY, String(timestamp));
  } catch {
    // storage failures are ignored (spec 000 section 8)
  }
}
