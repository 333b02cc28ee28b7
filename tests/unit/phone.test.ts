import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from '../../src/domain/phone';

// Phones are stored in E.164; without a country code a number is Belgian (issue 14), and a number with
// +963 or another code keeps its country.

describe('normalizePhone', () => {
  it.each([
    ['0470 12 34 56', '+32470123456'],
    ['0470.12.34.56', '+32470123456'],
    ['+32 488 49 29 68', '+32488492968'],
    ['0032 470 12 34 56', '+32470123456'],
    ['02 123 45 67', '+3221234567'],
    ['(02) 123-45-67', '+3221234567'],
    ['+963 944 123 456', '+963944123456'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('reads %s as %s', (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164);
  });

  it.each(['abc', '123', '0470 12 34 56 78 90 12', 'call 0470123456', '+', ''])('refuses %j', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });

  it('reads a number without its country code as Belgian, never as Syrian as the spec did', () => {
    expect(normalizePhone('0944 123 456') ?? 'refused').not.toMatch(/^\+963/);
    expect(normalizePhone('944123456') ?? 'refused').not.toMatch(/^\+963/);
  });
});

describe('formatPhone', () => {
  it('shows a stored number in international format', () => {
    expect(formatPhone('+32470123456')).toBe('+32 470 12 34 56');
    expect(formatPhone('+963944123456')).toBe('+963 944 123 456');
    expect(formatPhone(null)).toBe('');
  });
});
