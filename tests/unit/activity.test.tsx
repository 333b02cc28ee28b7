import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import {
  ACTIVITY_KEY,
  ACTIVITY_THROTTLE_MS,
  createActivityRecorder,
  shouldRecordActivity,
} from '../../src/custom/layout/activity';
import { ActivityTracker } from '../../src/custom/layout/ActivityTracker';
import { SESSION_KEY } from '../../src/providers/authProvider';

describe('shouldRecordActivity', () => {
  it('records the first activity', () => {
    expect(shouldRecordActivity(null, 1_000)).toBe(true);
  });

  it('records at most once per 60 seconds', () => {
    expect(ACTIVITY_THROTTLE_MS).toBe(60_000);
    expect(shouldRecordActivity(0, 59_999)).toBe(false);
    expect(shouldRecordActivity(0, 60_000)).toBe(true);
  });

  it('records again when the clock went back', () => {
    expect(shouldRecordActivity(100_000, 50_000)).toBe(true);
  });
});

describe('createActivityRecorder', () => {
  it('writes when signed in and the throttle allows', () => {
    let now = 0;
    const write = vi.fn();
    const record = createActivityRecorder({ isSignedIn: () => true, write, now: () => now });
    expect(record()).toBe(true);
    now = 30_000;
    expect(record()).toBe(false);
    now = 60_000;
    expect(record()).toBe(true);
    expect(write.mock.calls).toEqual([[0], [60_000]]);
  });

  it('writes nothing while signed out, and starts afresh at the next sign-in', () => {
    let now = 0;
    let signedIn = true;
    const write = vi.fn();
    const record = createActivityRecorder({ isSignedIn: () => signedIn, write, now: () => now });
    record();
    signedIn = false;
    now = 10_000;
    expect(record()).toBe(false);
    signedIn = true;
    now = 20_000;
    expect(record()).toBe(true);
    expect(write.mock.calls).toEqual([[0], [20_000]]);
  });
});

describe('ActivityTracker', () => {
  const T0 = Date.parse('2025-03-01T10:00:00.000Z');

  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: T0 });
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const signIn = () =>
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({
        user: { id: 1, username: 'a', full_name: 'أ', role: 'admin', avatar_url: null },
        expiresAt: new Date(T0 + 3_600_000).toISOString(),
      }),
    );

  it('writes the marker on activity while signed in, once per minute', () => {
    signIn();
    render(<ActivityTracker />);
    expect(localStorage.getItem(ACTIVITY_KEY)).toBe(String(T0));
    vi.setSystemTime(T0 + 30_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(localStorage.getItem(ACTIVITY_KEY)).toBe(String(T0));
    vi.setSystemTime(T0 + 61_000);
    document.dispatchEvent(new Event('scroll'));
    expect(localStorage.getItem(ACTIVITY_KEY)).toBe(String(T0 + 61_000));
    vi.setSystemTime(T0 + 130_000);
    window.dispatchEvent(new MouseEvent('click'));
    expect(localStorage.getItem(ACTIVITY_KEY)).toBe(String(T0 + 130_000));
  });

  it('writes nothing while signed out', () => {
    render(<ActivityTracker />);
    window.dispatchEvent(new MouseEvent('mousemove'));
    expect(localStorage.getItem(ACTIVITY_KEY)).toBeNull();
  });
});
