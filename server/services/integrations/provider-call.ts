import { ERROR_CODES } from '../../../shared/contract/errors';
import { ApiError } from '../../http/api-error';
import { ProviderError } from '../../providers/provider';

/** Runs a provider call; its failure answers 502 with the provider's message, which is safe to show. */
export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) throw new ApiError(502, error.message, ERROR_CODES.providerFailed);
    throw error;
  }
}
