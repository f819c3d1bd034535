import { describe, expect, it } from 'vitest';
import { passwordStrength, strengthBars } from './password-strength';

describe('passwordStrength', () => {
  it('has no strength for an empty password', () => {
    expect(passwordStrength('')).toBeNull();
    expect(strengthBars(null)).toBe(0);
  });

  it('calls anything under 8 characters weak, however varied', () => {
    expect(passwordStrength('Ab1!')).toBe('weak');
    expect(passwordStrength('Ab1!xyz')).toBe('weak');
  });

  it('calls one kind of character at the minimum length weak', () => {
    expect(passwordStrength('password')).toBe('weak');
    expect(passwordStrength('12345678')).toBe('weak');
  });

  it('calls a repeated character weak even when long', () => {
    expect(passwordStrength('aaaaaaaaaaaaaaaaaaaa')).toBe('weak');
    expect(passwordStrength('abababababababab')).toBe('weak');
  });

  it('grows with more kinds of characters', () => {
    expect(passwordStrength('password12')).toBe('fair');
    expect(passwordStrength('Password12')).toBe('good');
    expect(passwordStrength('Passw0rd!')).toBe('good');
  });

  it('grows with length', () => {
    expect(passwordStrength('lumieresaigon')).toBe('fair');
    expect(passwordStrength('lumieresaigon2025')).toBe('good');
    expect(passwordStrength('Lumière Saigon 2025!')).toBe('strong');
    expect(passwordStrength('Passw0rd!xyz')).toBe('strong');
  });

  it('lights one bar per level', () => {
    expect(['weak', 'fair', 'good', 'strong'].map((s) => strengthBars(s as never))).toEqual([1, 2, 3, 4]);
  });
});
