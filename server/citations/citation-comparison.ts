import type { CitationIssueType } from '../../shared/domain/citation-issues';
import type { DirectoryCitation, ProviderBusiness } from '../providers/provider';
import { formatPostalAddress, normalizePostalAddress, type PostalAddress } from './address-normalizer';
import { normalizeBusinessName } from './name-normalizer';
import { normalizePhone } from './phone-normalizer';
import { normalizeWebsite } from './website-normalizer';

// Compares a business profile with how directories cite it. The profile is the truth: each
// finding says what the profile holds (expected) and what the directory shows (actual).

/** One problem on one directory, shaped to become a NewCitationIssue. */
export interface CitationFinding {
  platform: string;
  issueType: CitationIssueType;
  expectedValue: string | null;
  actualValue: string | null;
}

export type CitedBusiness = Pick<ProviderBusiness, 'name' | 'address' | 'city' | 'state' | 'zipCode' | 'phone' | 'website'>;

/**
 * The normalizer with its last answer kept: a scan compares one profile with each of its citations, so the
 * profile's side is normalized once per business instead of once per citation. Keyed by the input, so
 * any other profile is normalized afresh.
 */
function rememberingLast<T>(normalize: (value: string) => T): (value: string) => T {
  let lastInput: string | undefined;
  let lastOutput: T | undefined;
  return (value) => {
    if (value !== lastInput) {
      lastOutput = normalize(value);
      lastInput = value;
    }
    return lastOutput as T;
  };
}

const profileName = rememberingLast(normalizeBusinessName);
const profilePhone = rememberingLast((phone) => normalizePhone(phone));
const profileWebsite = rememberingLast(normalizeWebsite);
const sameParts = (a: PostalAddress, b: PostalAddress) =>
  a.address === b.address && a.city === b.city && a.state === b.state && a.zipCode === b.zipCode;
let lastProfileAddress: { input: PostalAddress; output: PostalAddress } | undefined;
function profileAddress(address: PostalAddress): PostalAddress {
  if (!lastProfileAddress || !sameParts(lastProfileAddress.input, address)) {
    const { address: street, city, state, zipCode } = address;
    lastProfileAddress = { input: { address: street, city, state, zipCode }, output: normalizePostalAddress(address) };
  }
  return lastProfileAddress.output;
}

// Normalizing is a function of the text, so fields equal as typed (most of them) are equal normalized too.

function sameName(profile: string, cited: string): boolean {
  return profile === cited || profileName(profile) === normalizeBusinessName(cited);
}

function sameAddress(profile: PostalAddress, cited: PostalAddress): boolean {
  return sameParts(profile, cited) || sameParts(profileAddress(profile), normalizePostalAddress(cited));
}

/** A profile without a phone or website has nothing for the directory to get wrong. */
function optionalValueDiffers(
  expected: string | null,
  actual: string | null,
  normalizeProfile: (value: string) => string,
  normalize: (value: string) => string,
): boolean {
  if (expected === null || expected.trim() === '') return false;
  if (actual === null || actual.trim() === '') return true;
  return expected !== actual && normalizeProfile(expected) !== normalize(actual);
}

/** Name, address, phone and website differences between the profile and one citation. */
export function compareCitation(business: CitedBusiness, citation: DirectoryCitation): CitationFinding[] {
  const findings: CitationFinding[] = [];
  const finding = (issueType: CitationIssueType, expectedValue: string | null, actualValue: string | null) =>
    findings.push({ platform: citation.directory, issueType, expectedValue, actualValue });

  if (!sameName(business.name, citation.name)) {
    finding('name_mismatch', business.name, citation.name);
  }
  if (!sameAddress(business, citation)) {
    finding('address_mismatch', formatPostalAddress(business), formatPostalAddress(citation));
  }
  if (optionalValueDiffers(business.phone, citation.phone, profilePhone, (phone) => normalizePhone(phone))) {
    finding('phone_mismatch', business.phone, citation.phone);
  }
  if (optionalValueDiffers(business.website, citation.website, profileWebsite, normalizeWebsite)) {
    finding('website_mismatch', business.website, citation.website);
  }
  return findings;
}

/** Directories where the business should be listed but the scan found no citation. */
export function missingListings(business: CitedBusiness, directories: readonly string[], citations: readonly DirectoryCitation[]): CitationFinding[] {
  const cited = new Set(citations.map((citation) => citation.directory));
  return directories
    .filter((directory) => !cited.has(directory))
    .map((directory) => ({ platform: directory, issueType: 'missing_listing', expectedValue: business.name, actualValue: null }));
}

/**
 * Every citation after the first on the same directory, as one source saw it, is a duplicate of that first
 * one. Two sources seeing one listing (Yelp's API and its page) are not two listings.
 */
export function duplicateListings(citations: readonly (DirectoryCitation & { source?: string })[]): CitationFinding[] {
  const firstByDirectory = new Map<string, DirectoryCitation>();
  const findings: CitationFinding[] = [];
  for (const citation of citations) {
    const key = `${citation.source ?? ''}\u0000${citation.directory}`;
    const first = firstByDirectory.get(key);
    if (!first) firstByDirectory.set(key, citation);
    else findings.push({ platform: citation.directory, issueType: 'duplicate_listing', expectedValue: first.url, actualValue: citation.url });
  }
  return findings;
}

/** Everything a scan of the given directories found wrong with the business. */
export function findCitationIssues(
  business: CitedBusiness,
  directories: readonly string[],
  citations: readonly DirectoryCitation[],
): CitationFinding[] {
  return [
    ...missingListings(business, directories, citations),
    ...duplicateListings(citations),
    ...citations.flatMap((citation) => compareCitation(business, citation)),
  ];
}
