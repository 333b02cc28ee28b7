import { describe, expect, it } from 'vitest';
import { formatCountdown, passwordStrength } from '../../src/domain/auth/rules';

describe('passwordStrength (spec 000 section 5: one point per criterion)', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1', 4],
    ['Abcdef1!', 5],
  ])('%j scores %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('counts each criterion once, whatever the length', () => {
    expect(passwordStrength('ABC')).toBe(1);
    expect(passwordStrength('123')).toBe(1);
    expect(passwordStrength('!!!')).toBe(1);
    expect(passwordStrength('aB1!')).toBe(4);
    expect(passwordStrength('12345678')).toBe(2);
  });

  it('takes Arabic letters and spaces for special characters', () => {
    expect(passwordStrength('كلمة')).toBe(1);
    expect(passwordStrength('a b')).toBe(2);
  });

  it('never scores an empty password above 0 and a non-empty one below 1', () => {
    for (const password of ['a', 'Z', '7', '#', 'é', ' ']) expect(passwordStrength(password)).toBeGreaterThanOrEqual(1);
  });
});

describe('formatCountdown', () => {
  it.each([
    [300, '05:00'],
    [299, '04:59'],
    [120, '02:00'],
    [61, '01:01'],
    [59, '00:59'],
    [1, '00:01'],
    [0, '00:00'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('rounds a part second up and never goes below zero', () => {
    expect(formatCountdown(0.2)).toBe('00:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
