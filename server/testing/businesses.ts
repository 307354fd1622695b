import type { Business } from '../../shared/contract/businesses';
import type { Listing } from '../../shared/contract/listings';
import type { BusinessInput } from '../../shared/contract/business-fields';
import type { TestServer } from './test-server';

/**
 * A valid profile without email or website, so the sandbox's directories that need them refuse:
 * on the basic tier, Better Business Bureau and Chamber of Commerce (email) and Local.com (website).
 */
export function businessInput(overrides: Partial<BusinessInput> = {}): BusinessInput {
  return {
    name: 'Corner Bakery',
    category: 'restaurant',
    address: '12 Main Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    phone: '(217) 555-0132',
    ...overrides,
  };
}

/** The basic-tier directories of the sandbox, and those refusing businessInput() for want of email or website. */
export const BASIC_DIRECTORY_COUNT = 15;
export const REFUSING_BASIC_DIRECTORIES = ['bbb', 'chamber-of-commerce', 'local-com'];

export async function createTestBusiness(server: TestServer, token: string, overrides: Partial<BusinessInput> = {}): Promise<Business> {
  const response = await server.request<{ business: Business }>('POST', '/api/businesses', { token, body: businessInput(overrides) });
  if (response.status !== 201) throw new Error(`Creating a business failed: ${response.status} ${response.text}`);
  return response.body.business;
}

export async function publishTestBusiness(server: TestServer, token: string, id: string, directories?: string[]): Promise<Listing[]> {
  const response = await server.request<{ listings: Listing[] }>('POST', `/api/businesses/${id}/publish`, {
    token,
    body: directories ? { directories } : {},
  });
  if (response.status !== 200) throw new Error(`Publishing failed: ${response.status} ${response.text}`);
  return response.body.listings;
}
