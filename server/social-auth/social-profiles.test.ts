import type { Profile as FacebookProfile } from 'passport-facebook';
import type { Profile as GoogleProfile } from 'passport-google-oauth20';
import { describe, expect, it } from 'vitest';
import { facebookSocialProfile } from './facebook-strategy';
import { googleSocialProfile } from './google-strategy';
import { linkedInSocialProfile } from './linkedin-strategy';

const google = (emails: GoogleProfile['emails']) =>
  ({ id: 'g-1', displayName: 'Grace Hopper', emails, photos: [{ value: 'https://p/g.png' }] }) as GoogleProfile;

describe('social profiles', () => {
  it.each([
    { verified: true, expected: true },
    // Older Google userinfo endpoints sent the flag as a string.
    { verified: 'true' as unknown as boolean, expected: true },
    { verified: false, expected: false },
  ])('reads Google email_verified $verified', ({ verified, expected }) => {
    expect(googleSocialProfile(google([{ value: 'grace@example.com', verified }]))).toEqual({
      provider: 'google',
      providerUserId: 'g-1',
      email: 'grace@example.com',
      emailVerified: expected,
      name: 'Grace Hopper',
      avatarUrl: 'https://p/g.png',
    });
  });

  it('has no verified email for a Google account without one', () => {
    expect(googleSocialProfile(google(undefined))).toMatchObject({ email: null, emailVerified: false });
  });

  it('trusts a Facebook email only when told to, and never a missing one', () => {
    const profile = { id: 'f-1', displayName: 'Fay', emails: [{ value: 'fay@example.com' }] } as FacebookProfile;
    expect(facebookSocialProfile(profile, false)).toMatchObject({ email: 'fay@example.com', emailVerified: false });
    expect(facebookSocialProfile(profile, true)).toMatchObject({ emailVerified: true });
    expect(facebookSocialProfile({ ...profile, emails: undefined }, true)).toMatchObject({ email: null, emailVerified: false });
  });

  it('reads LinkedIn OpenID Connect claims', () => {
    expect(
      linkedInSocialProfile({ sub: 'li-1', given_name: 'Lin', family_name: 'Ked', email: 'lin@example.com', email_verified: true }),
    ).toEqual({
      provider: 'linkedin',
      providerUserId: 'li-1',
      email: 'lin@example.com',
      emailVerified: true,
      name: 'Lin Ked',
      avatarUrl: null,
    });
  });
});
