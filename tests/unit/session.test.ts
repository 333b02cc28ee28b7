import { describe, expect, it } from 'vitest';
import { formatTimeLeft, sessionLevel } from '../../src/custom/layout/session';

const MINUTE = 60_000;

describe('sessionLevel', () => {
  it('is normal above 15 minutes, amber at 15 or less, red at 5 or less', () => {
    expect(sessionLevel(16 * MINUTE)).toBe('normal');
    expect(sessionLevel(15 * MINUTE + 1)).toBe('normal');
    expect(sessionLevel(15 * MINUTE)).toBe('warning');
    expect(sessionLevel(5 * MINUTE + 1)).toBe('warning');
    expect(sessionLevel(5 * MINUTE)).toBe('critical');
    expect(sessionLevel(0)).toBe('critical');
  });
});

describe('formatTimeLeft', () => {
  it('reads mm:ss under an hour and h:mm:ss from an hour on', () => {
    expect(formatTimeLeft(14 * MINUTE + 59_000)).toBe('14:59');
    expect(formatTimeLeft(65 * MINUTE)).toBe('1:05:00');
    expect(formatTimeLeft(60 * MINUTE)).toBe('1:00:00');
    expect(formatTimeLeft(500)).toBe('00:01');
    expect(formatTimeLeft(-5)).toBe('00:00');
  });
});
