import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ProviderError, type DirectoryOutcome, type ProviderBusiness } from '../provider';
import { DIRECTORY_CATALOGUE, findDirectory } from './directory-catalogue';
import { sampleBusinesses } from './sample-businesses';
import { REVIEW_MINUTES, REVIEW_REFUSAL_RATE } from './submission-review';
import { createSandboxProvider, SANDBOX_CREDENTIALS_MESSAGE } from './sandbox-provider';

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
    it.each([
      ['at once', '2025-03-01T12:00:00Z'],
      ['later in the same minute', '2025-03-01T12:00:59.999Z'],
    ])('gives a retry with the same key and input the same submission, from any instance, %s', async (_case, retriedAt) => {
      const first = await provider.submit(business, ['yelp', 'zocdoc'], options);
      const later = createSandboxProvider({ clock: () => new Date(retriedAt) });
      expect(await later.submit(business, ['yelp', 'zocdoc'], options)).toEqual(first);
    });

    it('makes the same request a new submission in a later minute: the id carries its submit time', async () => {
      const first = await provider.submit(business, ['yelp'], options);
      const later = createSandboxProvider({ clock: () => new Date('2025-03-01T12:01:00Z') });
      expect((await later.submit(business, ['yelp'], options)).submissionId).not.toBe(first.submissionId);
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

    const plain = (text: string) => `sbx_${Buffer.from(text).toString('base64url')}`;
    const compressed = (text: string) => `sbz_${deflateRawSync(text).toString('base64url')}`;
    const unknownDirectory = JSON.stringify({ request: 'r', businessId: 'b', slug: 's', outcomes: [{ directory: 'myspace', error: null }] });

    it('still answers ids issued before they were compressed and dated: their reviews are over', async () => {
      const outcomes = [
        { directory: 'mapquest', error: null },
        { directory: 'zocdoc', error: 'Zocdoc does not list Restaurant businesses' },
      ];
      const submissionId = plain(JSON.stringify({ request: 'r', businessId: business.id, slug: 'joes-cafe-st-louis', outcomes }));
      const status = await provider.submissionStatus(submissionId);
      expect(status.directories.map((outcome) => outcome.status)).toEqual(['published', 'error']);
      expect(status.directories[0]!.profileUrl).toBe('https://www.mapquest.com/biz/joes-cafe-st-louis');
    });

    it.each([
      ['empty', ''],
      ['another provider', 'da_12345'],
      ['prefix only', 'sbz_'],
      ['not base64url', 'sbz_!!!'],
      ['not compressed', plain('{"outcomes":[]}').replace('sbx_', 'sbz_')],
      ['not JSON', compressed('hello')],
      ['wrong shape', compressed('{"outcomes":[]}')],
      ['an unknown directory', compressed(unknownDirectory)],
      ['an old id, not JSON', plain('hello')],
      ['an old id with an unknown directory', plain(unknownDirectory)],
    ])('rejects a malformed id: %s', async (_case, submissionId) => {
      const error = await rejection(provider.submissionStatus(submissionId));
      expect(error.message).toBe('Unknown submission');
      expect(error.retryable).toBe(false);
    });
  });

  describe('submissions over time', () => {
    const submittedAt = Date.parse('2025-03-01T12:00:30Z');
    const at = (minutesLater: number) => createSandboxProvider({ clock: () => new Date(submittedAt + minutesLater * 60_000) });
    const reviewed = ['mapquest', 'superpages', 'hotfrog', 'dexknows', 'ezlocal', 'showmelocal', 'birdeye', 'kudzu', 'tuugo', 'cybo'];
    const statuses = async (submissionId: string, minutesLater: number) =>
      (await at(minutesLater).submissionStatus(submissionId)).directories.map((outcome) => outcome.status);

    it('has the big directories and the aggregators live at the first check, and the others reviewing', async () => {
      const directories = ['google', 'yelp', 'foursquare', 'data-axle', 'neustar-localeze', 'mapquest', 'tripadvisor', 'opentable'];
      const { submissionId } = await at(0).submit(business, directories, options);
      expect(await statuses(submissionId, 0)).toEqual([...Array(5).fill('published'), ...Array(3).fill('submitted')]);
    });

    it('decides each reviewed listing once, within the longest review, and never changes its mind', async () => {
      const directories = DIRECTORY_CATALOGUE.filter(
        (directory) => directory.tier === 'pro' && !directory.aggregator && directory.categories === null && directory.regions.includes('US'),
      ).map((directory) => directory.id);
      const { submissionId } = await at(0).submit({ ...business, category: 'professional' }, directories, options);
      const timeline: string[][] = [];
      // Reviews count from the end of the submit minute, so the last decision falls a minute after the longest review.
      for (let minute = 0; minute <= REVIEW_MINUTES.longest + 2; minute++) timeline.push(await statuses(submissionId, minute));
      expect(timeline[0]!.every((status) => status === 'submitted')).toBe(true);
      expect(timeline.at(-2)!.every((status) => status !== 'submitted')).toBe(true);
      expect(timeline.at(-1)).toEqual(timeline.at(-2));
      directories.forEach((_directory, index) => {
        const story = timeline.map((statuses) => statuses[index]);
        const decided = story.findIndex((status) => status !== 'submitted');
        expect(decided).toBeGreaterThan(0);
        expect(story.slice(decided).every((status) => status === story[decided])).toBe(true);
      });
      const decidedAt = new Set(directories.map((_directory, index) => timeline.findIndex((statuses) => statuses[index] !== 'submitted')));
      expect(decidedAt.size).toBeGreaterThan(5);
    });

    it('never decides a listing sooner than its review takes, however late in its minute it was sent', async () => {
      // at(-0.5) is the very start of the submit minute, at(0.49) its last second.
      const early = await at(-0.5).submit(business, ['mapquest'], options);
      const late = await at(0.49).submit(business, ['mapquest'], { idempotencyKey: 'key-late' });
      let decidedAfter = 0;
      while ((await statuses(early.submissionId, -0.5 + decidedAfter))[0] === 'submitted' && decidedAfter <= REVIEW_MINUTES.longest) decidedAfter++;
      // Reviews count from the end of the submit minute.
      const reviewMinutes = decidedAfter - 1;
      expect(reviewMinutes).toBeGreaterThanOrEqual(REVIEW_MINUTES.shortest);
      expect(reviewMinutes).toBeLessThanOrEqual(REVIEW_MINUTES.longest);
      expect(await statuses(late.submissionId, 0.49 + reviewMinutes)).toEqual(['submitted']);
      expect(await statuses(late.submissionId, 0.5 + reviewMinutes)).not.toEqual(['submitted']);
    });

    it('turns down about one reviewed listing in twenty, with a reason, and publishes the rest', async () => {
      const outcomes: DirectoryOutcome[] = [];
      for (const sample of sampleBusinesses(300)) {
        const { submissionId } = await at(0).submit({ ...sample, description: 'A shop', website: 'https://shop.example' }, reviewed, options);
        outcomes.push(...(await at(REVIEW_MINUTES.longest + 1).submissionStatus(submissionId)).directories);
      }
      const refused = outcomes.filter((outcome) => outcome.status === 'error');
      expect(refused.length / outcomes.length).toBeGreaterThan(REVIEW_REFUSAL_RATE - 0.02);
      expect(refused.length / outcomes.length).toBeLessThan(REVIEW_REFUSAL_RATE + 0.02);
      for (const outcome of refused) {
        const errorMessage = expect.stringContaining(findDirectory(outcome.directory)!.name);
        expect(outcome).toMatchObject({ platformId: null, profileUrl: null, errorMessage });
      }
      expect(outcomes.filter((outcome) => outcome.status === 'published').length).toBe(outcomes.length - refused.length);
    });

    it('reviews a changed profile anew, and the same profile the same way', async () => {
      const decisions = async (change: Partial<ProviderBusiness>, key: string) => {
        const { submissionId } = await at(0).submit({ ...business, ...change, category: 'retail' }, reviewed, { idempotencyKey: key });
        const timeline: string[] = [];
        for (let minute = 0; minute <= REVIEW_MINUTES.longest + 1; minute++) timeline.push(JSON.stringify(await statuses(submissionId, minute)));
        return timeline;
      };
      expect(await decisions({}, 'key-a')).toEqual(await decisions({}, 'key-b'));
      expect(await decisions({ phone: '314-555-0142' }, 'key-a')).not.toEqual(await decisions({}, 'key-a'));
    });
  });

  describe('the rest of the provider', () => {
    it('matches, honouring the minimum score', async () => {
      const match = await provider.match(business, { minimumScore: 0 });
      expect(match).not.toBeNull();
      expect(await provider.match(business, { minimumScore: match!.score })).toEqual(match);
      expect(await provider.match(business, { minimumScore: match!.score + 0.01 })).toBeNull();
    });

    it('reports analytics over the period ending at the date given', async () => {
      const analytics = await provider.analytics(business, 'weekly', new Date('2025-02-10T08:00:00Z'));
      expect(analytics).toMatchObject({ period: 'weekly', from: '2025-02-03T00:00:00.000Z', to: '2025-02-10T00:00:00.000Z' });
      expect(analytics!.series).toHaveLength(7);
    });

    it('finds citations on known directories, once each, and refuses an unknown one', async () => {
      const citations = await provider.citations(business, ['yelp', 'bing', 'yelp']);
      expect(citations.map((citation) => citation.directory)).toEqual(['yelp', 'bing']);
      expect(citations[0]!.url).toBe('https://www.yelp.com/biz/joes-cafe-st-louis');
      const error = await rejection(provider.citations(business, ['yelp', 'myspace']));
      expect(error.message).toBe('Unknown directory: myspace');
    });

    it('needs no credentials', async () => {
      expect(await provider.checkCredentials()).toBe(SANDBOX_CREDENTIALS_MESSAGE);
      expect(SANDBOX_CREDENTIALS_MESSAGE).toBe('Sandbox: no credentials needed');
    });
  });
});
