import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROADHOUSE_DINER_HOURS, ROADHOUSE_DINER_NAP } from '../../testing/citation-test-businesses';
import { PageTooDeepError, readPageData, type BusinessRecord } from './structured-data';

// The fixtures follow the examples of schema.org (JSON-LD, microdata, RDFa) and microformats.org
// (classic hCard, h-card); each is read as a listing page at https://listings.test/.

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const read = (name: string) => readPageData(fixture(name), `https://listings.test/${name}`);

const WEEKDAYS_8_TO_5 = { open: '08:00', close: '17:00' };

describe('readPageData', () => {
  it('reads a JSON-LD Restaurant, its PostalAddress, hours and the canonical address, past a broken block', async () => {
    expect(await read('jsonld-restaurant.html')).toEqual({
      canonicalUrl: 'https://listings.test/biz/roadhouse-diner-plano',
      records: [
        {
          syntax: 'json-ld',
          ...ROADHOUSE_DINER_NAP,
          url: 'https://roadhousediner.example/',
          hours: ROADHOUSE_DINER_HOURS,
        },
      ],
    });
  });

  it('reads a business in an @graph, its address by @id, and openingHoursSpecification without the holiday', async () => {
    const { records } = await read('jsonld-graph.html');
    expect(records).toEqual<BusinessRecord[]>([
      {
        syntax: 'json-ld',
        name: 'Lakeside Dental',
        address: '88 North Lake Rd, Suite 2',
        city: 'Lakeside',
        state: 'OR',
        zipCode: '97449',
        phone: '+1-541-555-0142',
        url: 'https://lakesidedental.example',
        hours: {
          monday: WEEKDAYS_8_TO_5,
          tuesday: WEEKDAYS_8_TO_5,
          wednesday: WEEKDAYS_8_TO_5,
          thursday: WEEKDAYS_8_TO_5,
          friday: { open: '08:00', close: '12:00' },
          saturday: { closed: true },
          sunday: { closed: true },
        },
      },
    ]);
  });

  it('reads every business of a top-level array, with a @vocab context and a type list', async () => {
    const { records } = await read('jsonld-array.html');
    expect(records.map(({ name, state, zipCode }) => ({ name, state, zipCode }))).toEqual([
      { name: 'Riverfront Coffee', state: 'MO', zipCode: '63102' },
      { name: "Joe's Cafe", state: 'MO', zipCode: '63101' },
    ]);
  });

  it('reads microdata', async () => {
    expect((await read('microdata.html')).records).toEqual([
      {
        syntax: 'microdata',
        name: 'Smile Bright Dentistry',
        address: '1600 Elm Street',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        phone: '(217) 555-0123',
        url: 'https://smilebright.example/',
        hours: { monday: WEEKDAYS_8_TO_5, tuesday: WEEKDAYS_8_TO_5, wednesday: WEEKDAYS_8_TO_5, thursday: WEEKDAYS_8_TO_5, friday: WEEKDAYS_8_TO_5 },
      },
    ]);
  });

  it('reads RDFa, taking content attributes over the text shown', async () => {
    const [record] = (await read('rdfa.html')).records;
    expect(record).toEqual({
      syntax: 'rdfa',
      name: 'Ace Hardware of Springfield',
      address: '4 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      phone: '+12175550188',
      url: 'https://springfieldace.example/',
      hours: expect.objectContaining({ saturday: { open: '08:00', close: '18:00' }, sunday: { open: '10:00', close: '16:00' } }),
    });
  });

  it('reads a classic hCard', async () => {
    expect((await read('hcard-classic.html')).records).toEqual([
      { syntax: 'h-card', name: "Bob's Plumbing", address: '77 Oak Ave', city: 'Columbia', state: 'MO', zipCode: '65201', phone: '573-555-0161', url: 'https://bobsplumbing.example/', hours: null },
    ]);
  });

  it("reads an h-card, but not a review author's", async () => {
    expect((await read('h-card.html')).records).toEqual([
      { syntax: 'h-card', name: 'Green Leaf Florist', address: '9 Rose Blvd', city: 'Madison', state: 'WI', zipCode: '53703', phone: '+16085550199', url: 'https://greenleaf.example/', hours: null },
    ]);
  });

  it('finds no business on a page without one, nor in garbage', async () => {
    expect(await read('no-data.html')).toEqual({ records: [], canonicalUrl: null });
    expect(await read('garbage.html')).toEqual({ records: [], canonicalUrl: null });
    expect(await readPageData('', 'https://listings.test/')).toEqual({ records: [], canonicalUrl: null });
    expect(await readPageData('\u0000\u0001 \ufffd <<<', 'https://listings.test/')).toEqual({ records: [], canonicalUrl: null });
  });

  it('takes an item with a name, an address and a telephone whatever its type', async () => {
    const html = `<script type="application/ld+json">{"@context": "http://schema.org/", "@type": "Organization", "name": "Acme Co",
      "address": "1 Road, Town", "telephone": "555-0100"}</script>
      <script type="application/ld+json">{"@context": "http://schema.org/", "@type": "Organization", "name": "No Address Inc"}</script>`;
    expect((await readPageData(html, 'https://listings.test/')).records).toEqual([
      { syntax: 'json-ld', name: 'Acme Co', address: '1 Road, Town', city: '', state: '', zipCode: '', phone: '555-0100', url: null, hours: null },
    ]);
  });

  it('ignores JSON-LD in a vocabulary other than schema.org', async () => {
    const html = `<script type="application/ld+json">{"@context": "https://example.org/vocab", "@type": "Restaurant", "name": "Elsewhere",
      "address": "1 Road", "telephone": "555-0100"}</script>`;
    expect((await readPageData(html, 'https://listings.test/')).records).toEqual([]);
  });

  it('leaves out hours it cannot hold', async () => {
    const html = `<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Bakery", "name": "Two Shifts",
      "openingHoursSpecification": [{"dayOfWeek": "Monday", "opens": "07:00", "closes": "11:00"}, {"dayOfWeek": "Monday", "opens": "13:00", "closes": "18:00"}]}</script>`;
    expect((await readPageData(html, 'https://listings.test/')).records[0]!.hours).toBeNull();
  });

  describe('hostile pages', () => {
    const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

    it('reads an item whose name refers to itself without looping', async () => {
      const { records } = await readPageData(jsonLd({ '@context': 'https://schema.org', '@id': 'a', '@type': 'Restaurant', name: { '@id': 'a' } }), 'https://listings.test/');
      expect(records).toEqual([expect.objectContaining({ syntax: 'json-ld', name: '' })]);
    });

    it('follows a branching chain of names only so far', async () => {
      // Each item names the next one twice, 40 deep: walked naively, 2^40 visits.
      const graph = Array.from({ length: 41 }, (_, index) => ({
        '@id': `n${index}`,
        ...(index === 0 ? { '@type': 'Restaurant' } : {}),
        name: index === 40 ? 'The End' : [{ '@id': `n${index + 1}` }, { '@id': `n${index + 1}` }],
      }));
      const { records } = await readPageData(jsonLd({ '@context': 'https://schema.org', '@graph': graph }), 'https://listings.test/');
      expect(records).toEqual([expect.objectContaining({ syntax: 'json-ld', name: '' })]);
    });

    it('reads a microdata item linked to itself without looping', async () => {
      const html = `<div itemscope itemtype="https://schema.org/Restaurant" itemid="https://listings.test/#a"><link itemprop="name" href="https://listings.test/#a"><span itemprop="telephone">555-0100</span></div>`;
      const { records } = await readPageData(html, 'https://listings.test/');
      expect(records).toEqual([expect.objectContaining({ syntax: 'microdata', name: '', phone: '555-0100' })]);
    });

    it('reads an RDFa item linked to itself without looping', async () => {
      const html = `<div vocab="https://schema.org/" typeof="Restaurant" resource="#a"><a property="name" href="#a">self</a><span property="telephone">555-0100</span></div>`;
      const { records } = await readPageData(html, 'https://listings.test/');
      expect(records).toEqual([expect.objectContaining({ syntax: 'rdfa', phone: '555-0100' })]);
    });

    it('reads a JSON-LD block nested absurdly deep as nothing, keeping the others', async () => {
      const deep = `<script type="application/ld+json">${'['.repeat(100_000)}${']'.repeat(100_000)}</script>`;
      const { records } = await readPageData(deep + jsonLd({ '@context': 'https://schema.org', '@type': 'Bakery', name: 'Still Here' }), 'https://listings.test/');
      expect(records.map(({ name }) => name)).toEqual(['Still Here']);
    });

    it('refuses a page nested deeper than 256 elements before parsing it', async () => {
      const deep = `${'<div>'.repeat(64_000)}<span itemscope class="h-card" typeof="Thing">x</span>${'</div>'.repeat(64_000)}`;
      await expect(readPageData(deep, 'https://listings.test/')).rejects.toBeInstanceOf(PageTooDeepError);
      // 256 deep is still a page.
      expect(await readPageData(`${'<div>'.repeat(255)}${jsonLd({ '@type': 'Bakery', name: 'Deep' })}`, 'https://listings.test/')).toMatchObject({ records: [{ name: 'Deep' }] });
    });
  });
});
