import { describe, expect, it } from 'vitest';
import { ProviderError, type ProviderBusiness } from '../provider';
import { DIRECTORY_CATALOGUE } from './directory-catalogue';
import { createSandboxProvider } from './sandbox-provider';

const business: ProviderBusiness = {
  id: '6f1c7a52-4c1e-4d7e-9a55-0d5b0f3e2a10',
  name: "Joe's Café",
  address: '12 Market Street',
  city: 'St. Louis',
  state: 'MO',
  zipCode: '63101',
  phone: '314-555-0100',
  email: 'joe@cafe.example',
  website: 'https://cafe.example',
  category: 'restaurant',
  description: 'Breakfast and coffee',
  hours: { monday: { open: '07:00', close: '15:00' } },
};

const fixedClock = () => new Date('2025-03-01T12:00:00Z');
const provider = createSandboxProvider({ clock: fixedClock });
const options = { idempotencyKey: 'key-1' };

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('sandbox provider', () => {
  it('lists the catalogue in display order', async () => {
    expect(await provider.directories()).toEqual(DIRECTORY_CATALOGUE);
  });

  describe('submit', () => {
    it.each<[string, Partial<ProviderBusiness>, string, string | null]>([
      ['a general directory takes a full profile', {}, 'yelp', null],
      ['a niche directory takes its trade', {}, 'opentable', null],
      ['another trade is refused', {}, 'zocdoc', 'Zocdoc does not list Restaurant businesses'],
      ['a healthcare business on a restaurant site', { category: 'healthcare' }, 'opentable', 'OpenTable does not list Healthcare businesses'],
      ['no website', { website: null }, 'opentable', 'OpenTable requires a website'],
      ['no email', { email: null }, 'bbb', 'Better Business Bureau requires an email address'],
      ['no description', { description: null }, 'hotfrog', 'Hotfrog requires a description'],
      ['no opening hours', { hours: {} }, 'grubhub', 'Grubhub requires opening hours'],
      ['a P.O. Box on a map', { address: 'PO Box 300' }, 'google', 'Google Business Profile requires a street address; P.O. Boxes are not accepted'],
      ['a P.O. Box where mail is enough', { address: 'PO Box 300' }, 'yellowpages', null],
    ])('%s', async (_case, change, directory, error) => {
      const submission = await provider.submit({ ...business, ...change }, [directory], options);
      expect(submission.directories).toEqual([
        {
          directory,
          status: error ? 'error' : 'submitted',
          platformId: null,
          profileUrl: null,
          errorMessage: error,
        },
      ]);
    });

    it('answers each requested directory once, in the order asked', async () => {
      const submission = await provider.submit(business, ['zocdoc', 'yelp', 'google', 'yelp'], options);
      expect(submission.directories.map((outcome) => [outcome.directory, outcome.status])).toEqual([
        ['zocdoc', 'error'],
        ['yelp', 'submitted'],
        ['google', 'submitted'],
      ]);
    });

    it('rejects an unknown directory by name, not retryable', async () => {
      const error = await rejection(provider.submit(business, ['yelp', 'myspace'], options));
      expect(error.message).toBe('Unknown directory: myspace');
      expect(error.retryable).toBe(false);
    });

    it('rejects an empty directory list', async () => {
      expect((await rejection(provider.submit(business, [], options))).retryable).toBe(false);
    });
  });

  describe('idempotency', () => {
    it('gives a retry with the same key and input the same submission, from any instance at any time', async () => {
      const first = await provider.submit(business, ['yelp', 'zocdoc'], options);
      const later = createSandboxProvider({ clock: () => new Date('2025-03-02T08:00:00Z') });
      expect(await later.submit(business, ['yelp', 'zocdoc'], options)).toEqual(first);
    });

    it.each<[string, Partial<ProviderBusiness>, string[], string]>([
      ['another key', {}, ['yelp'], 'key-2'],
      ['another business', { phone: '314-555-0199' }, ['yelp'], 'key-1'],
      ['other directories', {}, ['yelp', 'google'], 'key-1'],
    ])('gives %s another submission', async (_case, change, directories, idempotencyKey) => {
      const first = await provider.submit(business, ['yelp'], options);
      const other = await provider.submit({ ...business, ...change }, directories, { idempotencyKey });
      expect(other.submissionId).not.toBe(first.submissionId);
    });
  });

  describe('submissionStatus', () => {
    it('publishes what was submitted, with profile addresses, and keeps refusals', async () => {
      const { submissionId } = await provider.submit(business, ['yelp', 'zocdoc', 'google'], options);
      const status = await createSandboxProvider({ clock: fixedClock }).submissionStatus(submissionId);
      expect(status.submissionId).toBe(submissionId);
      expect(status.directories).toEqual([
        {
          directory: 'yelp',
          status: 'published',
          platformId: expect.stringMatching(/^yelp-[0-9a-f]{12}$/),
          profileUrl: 'https://www.yelp.com/biz/joes-cafe-st-louis',
          errorMessage: null,
        },
        {
          directory: 'zocdoc',
          status: 'error',
          platformId: null,
          profileUrl: null,
          errorMessage: 'Zocdoc does not list Restaurant businesses',
        },
        {
          directory: 'google',
          status: 'published',
          platformId: expect.stringMatching(/^google-[0-9a-f]{12}$/),
          profileUrl: 'https://www.google.com/biz/joes-cafe-st-louis',
          errorMessage: null,
        },
      ]);
    });

    it('keeps one platform id and profile address per business and directory across submissions', async () => {
      const first = await provider.submit(business, ['yelp'], options);
      const second = await provider.submit(business, ['yelp', 'bing'], { idempotencyKey: 'key-2' });
      const [firstYelp] = (await provider.submissionStatus(first.submissionId)).directories;
      const [secondYelp, bing] = (await provider.submissionStatus(second.submissionId)).directories;
      expect(secondYelp).toEqual(firstYelp);
      expect(bing?.platformId).not.toBe(firstYelp?.platformId);
    });

    it.each([
      ['a plain name', { name: 'Acme Plumbing', city: 'Austin' }, 'acme-plumbing-austin'],
      ['accents and punctuation', { name: 'Crème & Brûlée, Inc.', city: 'Coeur d’Alene' }, 'creme-brulee-inc-coeur-dalene'],
      ['nothing latin', { name: '東京', city: '大阪' }, business.id],
    ])('makes a well-formed profile address from %s', async (_case, change, slug) => {
      const { submissionId } = await provider.submit({ ...business, ...change }, ['foursquare'], options);
      const [foursquare] = (await provider.submissionStatus(submissionId)).directories;
      expect(new URL(foursquare!.profileUrl!).href).toBe(`https://foursquare.com/biz/${slug}`);
    });

    it.each([
      ['empty', ''],
      ['another provider', 'da_12345'],
      ['prefix only', 'sbx_'],
      ['not base64url', 'sbx_!!!'],
      ['not JSON', `sbx_${Buffer.from('hello').toString('base64url')}`],
      ['wrong shape', `sbx_${Buffer.from('{"outcomes":[]}').toString('base64url')}`],
      [
        'an unknown directory',
        `sbx_${Buffer.from(
          JSON.stringify({ request: 'r', businessId: 'b', slug: 's', outcomes: [{ directory: 'myspace', error: null }] }),
        ).toString('base64url')}`,
      ],
    ])('rejects a malformed id: %s', async (_case, submissionId) => {
      const error = await rejection(provider.submissionStatus(submissionId));
      expect(error.message).toBe('Unknown submission');
      expect(error.retryable).toBe(false);
    });
  });
});
