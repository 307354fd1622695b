import { ProviderError } from '../provider';

/**
 * A provider call that failed, saying whether any attempt may have reached the service (a dropped
 * answer, a timeout, a 5xx): a write that failed that way must not be repeated as if it never landed.
 * When the last attempt was answered, `status` is the answer's HTTP status and `detail` what the client
 * chose to keep of a refusal's body, so the client can tell an expired token or a field at fault apart.
 */
export class ServiceCallError extends ProviderError {
  constructor(
    message: string,
    retryable: boolean,
    readonly mayHaveLanded: boolean,
    readonly status?: number,
    readonly detail?: unknown,
  ) {
    super(message, retryable);
    this.name = 'ServiceCallError';
  }
}
