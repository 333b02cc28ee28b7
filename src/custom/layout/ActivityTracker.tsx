import { useEffect } from 'react';
import { storedSession } from '../../providers/authProvider';
import { createActivityRecorder, writeActivityMarker } from './activity';

const WINDOW_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'click', 'focus'] as const;

/** Keeps the activity marker (localStorage `bakery.lastActivity`) fresh while someone uses the app. Renders nothing. */
export function ActivityTracker() {
  useEffect(() => {
    const record = createActivityRecorder({ isSignedIn: () => storedSession() !== null, write: writeActivityMarker });
    const onActivity = () => {
      record();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') record();
    };
    const options: AddEventListenerOptions = { passive: true, capture: true };
    for (const name of WINDOW_EVENTS) window.addEventListener(name, onActivity, options);
    // scroll does not bubble: listened to in the capture phase to see every scrolling element's.
    document.addEventListener('scroll', onActivity, options);
    document.addEventListener('visibilitychange', onVisibility);
    record();
    return () => {
      for (const name of WINDOW_EVENTS) window.removeEventListener(name, onActivity, options);
      document.removeEventListener('scroll', onActivity, options);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return null;
}
