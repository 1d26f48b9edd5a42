import { describe, expect, it } from 'vitest';
import { offeredMethods } from './two-factor-page';

const valuesOf = (named?: string) => offeredMethods(named).map((method) => method.value);

describe('offeredMethods', () => {
  it('offers every way when the sign-in named none, as Better Auth 1.4 answers', () => {
    expect(valuesOf(undefined)).toEqual(['totp', 'otp', 'backup']);
  });

  it('offers the named ways and backup codes, in the page’s order', () => {
    expect(valuesOf('otp,totp')).toEqual(['totp', 'otp', 'backup']);
    expect(valuesOf('otp')).toEqual(['otp', 'backup']);
  });

  it('falls back to every way when nothing it knows was named', () => {
    expect(valuesOf('sms')).toEqual(['totp', 'otp', 'backup']);
  });
});
