import { ProviderError } from '../provider';

/**
 * A provider call that failed, saying whether any attempt may have reached the service (a dropped
 * answer, a timeout, a 5xx): a write that failed that way must not be repeated as if it never landed.
 */
export class ServiceCallError extends ProviderError {
  constructor(
    message: string,
    retryable: boolean,
    readonly mayHaveLanded: boolean,
  ) {
    super(message, retryable);
    this.name = 'ServiceCallError';
  }
}
