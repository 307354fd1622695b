import { findAll, textContent } from 'domutils';
import { Parser, parseDocument } from 'htmlparser2';
import { MicrodataRdfParser } from 'microdata-rdf-streaming-parser';
import { mf2 } from 'microformats-parser';
import { RdfaParser } from 'rdfa-streaming-parser';
import type { BusinessHours, DayHours, Weekday } from '../../../shared/domain/business-hours';
import { cleanText, usStateCode } from './listing-fields';
import { LOCAL_BUSINESS_TYPES } from './local-business-types';
import { parseSimpleOpeningHours, timeRange, weekdayNamed } from './opening-hours';

// The businesses a web page describes about itself, read with parsers made for each syntax:
// schema.org in JSON-LD (script blocks, read as JSON: a page's @context is never fetched), in
// microdata and in RDFa (both turned into RDF by the W3C-conformant streaming parsers), and the
// h-card microformat, classic hCard included (microformats-parser's backward compatibility).
// An item counts as a business when its type is LocalBusiness or below it, or when it has a name,
// an address and a telephone whatever its type (Organization, Place, a type we do not list).

export type StructuredSyntax = 'json-ld' | 'microdata' | 'rdfa' | 'h-card';

export interface BusinessRecord {
  syntax: StructuredSyntax;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string | null;
  /** The item's own url: the business's website, or the listing page itself. */
  url: string | null;
  hours: BusinessHours | null;
}

export interface PageData {
  /** In document order, JSON-LD first, then microdata, RDFa and h-card. */
  records: BusinessRecord[];
  /** The page's rel=canonical address, resolved; null when it names none. */
  canonicalUrl: string | null;
}

/** A schema.org item whichever syntax it came in: types and property values by local name. */
interface SchemaNode {
  types: Set<string>;
  props: Map<string, SchemaValue[]>;
}
type SchemaValue = string | SchemaNode;

/**
 * Elements nested deeper than this make a page unreadable: real pages nest a few dozen deep, and the
 * parsers recurse on nesting (64,000 nested divs take them minutes, then overflow the stack).
 */
export const MAX_TAG_DEPTH = 256;
/** How many items deep a value is followed for its text ({"address": {"addressRegion": {"name": "TX"}}}). */
const MAX_TEXT_DEPTH = 4;
/** How deep a JSON-LD block's items are read. */
const MAX_JSON_LD_DEPTH = 32;
/** How deep h-cards nested among children are looked for. */
const MAX_CARD_DEPTH = 16;

/** A page refused before its structured data is read; the message completes "<page> ...". */
export class PageTooDeepError extends Error {
  constructor() {
    super(`nests its elements more than ${MAX_TAG_DEPTH} deep, too deep to read`);
    this.name = 'PageTooDeepError';
  }
}

export async function readPageData(html: string, pageUrl: string, mediaType: string | null = 'text/html'): Promise<PageData> {
  assertShallow(html);
  const document = parseDocument(html);
  const sources: [StructuredSyntax, () => SchemaNode[] | Promise<SchemaNode[]>][] = [['json-ld', () => jsonLdNodes(document)]];
  // The other parsers only run on a page with their markup: each reads the whole page again.
  if (/\bitemscope\b/i.test(html)) sources.push(['microdata', () => rdfNodes(new MicrodataRdfParser({ baseIRI: pageUrl }), html)]);
  if (/\b(?:typeof|property)\s*=/i.test(html)) {
    sources.push(['rdfa', () => rdfNodes(new RdfaParser({ baseIRI: pageUrl, contentType: mediaType ?? 'text/html' }), html)]);
  }
  const records: BusinessRecord[] = [];
  for (const [syntax, read] of sources) {
    // One broken syntax on a page does not hide the others.
    const found = await Promise.resolve()
      .then(read)
      .then((nodes) => nodes.filter(isBusiness).map((node) => recordOf(syntax, node)))
      .catch(() => []);
    records.push(...found);
  }
  if (/\b(?:h-card|vcard)\b/i.test(html)) records.push(...safely(() => hCardRecords(html, pageUrl)));
  return { records, canonicalUrl: canonicalOf(document, pageUrl) };
}

/** Throws PageTooDeepError as soon as the elements open nest deeper than MAX_TAG_DEPTH; one quick tokenizing pass. */
function assertShallow(html: string): void {
  let depth = 0;
  const parser = new Parser({
    onopentag() {
      depth += 1;
      if (depth > MAX_TAG_DEPTH) throw new PageTooDeepError();
    },
    onclosetag() {
      depth -= 1;
    },
  });
  parser.end(html);
}

function safely<T>(read: () => T[]): T[] {
  try {
    return read();
  } catch {
    return [];
  }
}

// --- JSON-LD ---

type Document = ReturnType<typeof parseDocument>;

function jsonLdNodes(document: Document): SchemaNode[] {
  const scripts = findAll((element) => element.name === 'script' && element.attribs.type?.trim().toLowerCase() === 'application/ld+json', document.children);
  return scripts.flatMap((script) => {
    try {
      return nodesOfJsonLd(JSON.parse(textContent(script)) as unknown);
    } catch {
      // Invalid JSON in one block leaves the others.
      return [];
    }
  });
}

/** Every item of a JSON-LD document: top-level arrays, @graph, nested items; {"@id"} references resolved within it. */
function nodesOfJsonLd(data: unknown): SchemaNode[] {
  const all: SchemaNode[] = [];
  const byId = new Map<string, SchemaNode>();
  const references: { node: SchemaNode; prop: string; index: number; id: string }[] = [];

  function visit(value: unknown, schemaContext: boolean, depth: number): (SchemaValue | Reference)[] {
    if (depth > MAX_JSON_LD_DEPTH) return [];
    if (Array.isArray(value)) return value.flatMap((item) => visit(item, schemaContext, depth + 1));
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return [String(value)];
    if (!isObject(value)) return [];
    const context = '@context' in value ? isSchemaContext(value['@context']) : schemaContext;
    if (!context) return [];
    if ('@value' in value) return visit(value['@value'], context, depth + 1);
    if ('@graph' in value && !('@type' in value)) return visit(value['@graph'], context, depth + 1);
    const id = typeof value['@id'] === 'string' ? value['@id'] : null;
    const keys = Object.keys(value).filter((key) => key !== '@context');
    if (id && keys.length === 1) return [{ reference: id }];

    const node: SchemaNode = { types: new Set(typesOf(value['@type'])), props: new Map() };
    all.push(node);
    if (id) byId.set(id, node);
    for (const [key, raw] of Object.entries(value)) {
      const prop = schemaTerm(key);
      if (!prop) continue;
      const values = visit(raw, context, depth + 1);
      values.forEach((item, index) => {
        if (isReference(item)) references.push({ node, prop, index, id: item.reference });
      });
      // Every reference among them is replaced below, once all items are known.
      node.props.set(prop, values as SchemaValue[]);
    }
    return [node];
  }

  visit(data, true, 0);
  // A reference to an item elsewhere in the document is that item; to anything else, its address.
  for (const { node, prop, index, id } of references) node.props.get(prop)![index] = byId.get(id) ?? id;
  return all;
}

/** {"@id": ...} alone: an item described elsewhere, or just an address. */
interface Reference {
  reference: string;
}

function isReference(value: SchemaValue | Reference): value is Reference {
  return typeof value === 'object' && 'reference' in value;
}

function typesOf(value: unknown): string[] {
  const types = Array.isArray(value) ? value : [value];
  return types.flatMap((type) => (typeof type === 'string' ? [schemaTerm(type)].filter((term): term is string => !!term) : []));
}

/** A JSON-LD key or type as a schema.org term: "name", "schema:name" and "https://schema.org/name" alike. */
function schemaTerm(key: string): string | null {
  if (key.startsWith('@')) return null;
  if (key.startsWith('schema:')) return key.slice('schema:'.length);
  if (key.includes(':')) return schemaLocalName(key);
  return key;
}

/** Whether a @context makes plain terms schema.org's; a block without one is read as schema.org too. */
function isSchemaContext(context: unknown): boolean {
  if (context === undefined || context === null) return true;
  if (typeof context === 'string') return /^https?:\/\/schema\.org\/?$/i.test(context.trim());
  // One level of array, as JSON-LD allows: no recursion into a hostile nesting.
  if (Array.isArray(context)) return context.some((item) => !Array.isArray(item) && isSchemaContext(item));
  if (isObject(context)) return typeof context['@vocab'] === 'string' ? isSchemaContext(context['@vocab']) : Object.values(context).some((value) => typeof value === 'string' && /schema\.org/i.test(value));
  return false;
}

// --- Microdata and RDFa, as RDF ---

interface TermLike {
  termType: string;
  value: string;
}
interface QuadLike {
  subject: TermLike;
  predicate: TermLike;
  object: TermLike;
}
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';

/** The parsers are readable-stream Transforms, whose typings are not installed: what we use of them. */
interface QuadStream {
  on(event: 'data', listener: (quad: QuadLike) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  write(chunk: string): unknown;
  end(): unknown;
}

function rdfNodes(parser: MicrodataRdfParser | RdfaParser, html: string): Promise<SchemaNode[]> {
  const stream = parser as unknown as QuadStream;
  return new Promise((resolve, reject) => {
    const quads: QuadLike[] = [];
    stream.on('data', (quad) => quads.push(quad));
    stream.on('error', reject);
    stream.on('end', () => resolve(nodesOfQuads(quads)));
    stream.write(html);
    stream.end();
  });
}

function nodesOfQuads(quads: readonly QuadLike[]): SchemaNode[] {
  const nodes = new Map<string, SchemaNode>();
  const key = (term: TermLike) => `${term.termType}:${term.value}`;
  const nodeOf = (term: TermLike) => {
    let node = nodes.get(key(term));
    if (!node) nodes.set(key(term), (node = { types: new Set(), props: new Map() }));
    return node;
  };
  const links: { values: SchemaValue[]; index: number; object: TermLike }[] = [];
  for (const { subject, predicate, object } of quads) {
    const node = nodeOf(subject);
    if (predicate.value === RDF_TYPE) {
      const type = schemaLocalName(object.value);
      if (type) node.types.add(type);
      continue;
    }
    const prop = schemaLocalName(predicate.value);
    if (!prop) continue;
    const values = node.props.get(prop) ?? [];
    node.props.set(prop, values);
    values.push(object.value);
    if (object.termType !== 'Literal') links.push({ values, index: values.length - 1, object });
  }
  // An object that is itself described (an address) is that item; an IRI alone stays its address.
  for (const { values, index, object } of links) {
    const target = nodes.get(key(object));
    if (target) values[index] = target;
  }
  return [...nodes.values()];
}

/** "Restaurant" of "https://schema.org/Restaurant" or "http://schema.org/Restaurant"; null for other vocabularies. */
function schemaLocalName(iri: string): string | null {
  const match = /^https?:\/\/schema\.org\/([^/#?]+)$/i.exec(iri.trim());
  return match ? match[1]! : null;
}

// --- From an item to a business ---

function isBusiness(node: SchemaNode): boolean {
  if ([...node.types].some((type) => LOCAL_BUSINESS_TYPES.has(type))) return true;
  return !!text(node, 'name') && node.props.has('address') && !!text(node, 'telephone');
}

function recordOf(syntax: StructuredSyntax, node: SchemaNode): BusinessRecord {
  const address = node.props.get('address')?.[0];
  const postal = typeof address === 'object' ? address : null;
  return {
    syntax,
    name: text(node, 'name') ?? text(node, 'legalName') ?? '',
    // An address given as one line of text is kept whole as the street line.
    address: postal ? (text(postal, 'streetAddress') ?? '') : typeof address === 'string' ? cleanText(address) : '',
    city: (postal && text(postal, 'addressLocality')) ?? '',
    state: usStateCode((postal && text(postal, 'addressRegion')) ?? ''),
    zipCode: (postal && text(postal, 'postalCode')) ?? '',
    phone: text(node, 'telephone'),
    url: text(node, 'url'),
    hours: hoursOf(node),
  };
}

/**
 * The first value as text; an item stands for its name ({"@type": "State", "name": "TX"}). Items
 * link to each other freely (@id references, RDF links), cycles included: each item is visited once
 * per call, and only a few items deep.
 */
function text(node: SchemaNode, prop: string, seen = new Set<SchemaNode>(), depth = 0): string | null {
  seen.add(node);
  for (const value of node.props.get(prop) ?? []) {
    if (typeof value !== 'string' && (seen.has(value) || depth >= MAX_TEXT_DEPTH)) continue;
    const candidate = typeof value === 'string' ? value : text(value, 'name', seen, depth + 1);
    if (candidate && cleanText(candidate)) return cleanText(candidate);
  }
  return null;
}

function texts(node: SchemaNode, prop: string): string[] {
  return (node.props.get(prop) ?? []).flatMap((value) => (typeof value === 'string' ? [value] : []));
}

/** openingHours text ("Mo-Fr 09:00-17:00"), else openingHoursSpecification items. */
function hoursOf(node: SchemaNode): BusinessHours | null {
  const openingHours = texts(node, 'openingHours');
  if (openingHours.length > 0) return parseSimpleOpeningHours(openingHours);
  const specifications = (node.props.get('openingHoursSpecification') ?? []).filter((value): value is SchemaNode => typeof value === 'object');
  return specifications.length > 0 ? hoursOfSpecifications(specifications) : null;
}

/**
 * Regular weekly hours; seasonal or holiday ones (validFrom/validThrough) are left out. Google's
 * convention is kept: opens and closes both 00:00 is a day closed. Two ranges a day give null.
 */
function hoursOfSpecifications(specifications: readonly SchemaNode[]): BusinessHours | null {
  const hours: BusinessHours = {};
  for (const specification of specifications) {
    if (specification.props.has('validFrom') || specification.props.has('validThrough')) continue;
    const opens = text(specification, 'opens');
    const closes = text(specification, 'closes');
    if (!opens || !closes) return null;
    const dayHours: DayHours | null = /^00:00(:00)?$/.test(opens) && /^00:00(:00)?$/.test(closes) ? { closed: true } : timeRange(opens, closes);
    if (!dayHours) return null;
    const days = (specification.props.get('dayOfWeek') ?? []).map((value) => (typeof value === 'string' ? dayOf(value) : null));
    if (days.length === 0 || days.some((day) => day === null)) return null;
    for (const day of days as Weekday[]) {
      if (hours[day]) return null;
      hours[day] = dayHours;
    }
  }
  return Object.keys(hours).length > 0 ? hours : null;
}

/** "Monday", "https://schema.org/Monday", "schema:Monday". */
function dayOf(value: string): Weekday | null {
  const name = schemaLocalName(value) ?? value.replace(/^schema:/, '');
  return weekdayNamed(name);
}

// --- h-card and classic hCard ---

type Microformat = ReturnType<typeof mf2>['items'][number];
type MicroformatValue = Microformat['properties'][string][number];

function hCardRecords(html: string, pageUrl: string): BusinessRecord[] {
  const cards: Microformat[] = [];
  // Cards at the top or among children; a card that is a property (a review's author) is not the page's business.
  const visit = (items: readonly Microformat[], depth: number) => {
    if (depth > MAX_CARD_DEPTH) return;
    for (const item of items) {
      if (item.type?.includes('h-card')) cards.push(item);
      visit(item.children ?? [], depth + 1);
    }
  };
  visit(mf2(html, { baseUrl: pageUrl }).items, 0);
  return cards.map(recordOfCard).filter((record): record is BusinessRecord => record !== null);
}

function recordOfCard(card: Microformat): BusinessRecord | null {
  const adr = card.properties.adr?.find(isMicroformat);
  // Address parts may sit in a nested adr or on the card itself.
  const part = (name: string) => (adr && mfText(adr, name)) ?? mfText(card, name);
  const name = mfText(card, 'org') ?? mfText(card, 'name');
  const street = part('street-address');
  const city = part('locality');
  const phone = mfText(card, 'tel')?.replace(/^tel:/i, '') ?? null;
  if (!name || !(street || city || phone)) return null;
  return {
    syntax: 'h-card',
    name,
    address: street ?? '',
    city: city ?? '',
    state: usStateCode(part('region') ?? ''),
    zipCode: part('postal-code') ?? '',
    phone,
    url: mfText(card, 'url'),
    hours: null,
  };
}

function isMicroformat(value: MicroformatValue): value is Microformat {
  return typeof value === 'object' && 'properties' in value;
}

/** A property's first value as text: strings as they are, embedded items by their value or name. */
function mfText(item: Microformat, name: string, depth = 0): string | null {
  for (const value of item.properties[name] ?? []) {
    const candidate =
      typeof value === 'string'
        ? value
        : isMicroformat(value)
          ? typeof value.value === 'string'
            ? value.value
            : depth < MAX_TEXT_DEPTH
              ? mfText(value, 'name', depth + 1)
              : null
          : value.value;
    if (candidate && cleanText(candidate)) return cleanText(candidate);
  }
  return null;
}

// --- The page's address ---

function canonicalOf(document: Document, pageUrl: string): string | null {
  const [link] = findAll(
    (element) => element.name === 'link' && !!element.attribs.href && (element.attribs.rel ?? '').toLowerCase().split(/\s+/).includes('canonical'),
    document.children,
  );
  if (!link) return null;
  try {
    const url = new URL(link.attribs.href!, pageUrl);
    url.hash = '';
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
