import type { Request } from 'express';
import type { StateStore } from 'passport-oauth2';
import type { SocialProfile } from '../services/accounts/auth-service';
import { newState, stateMatches, type PendingAuthorization } from './pending-authorization';

/** What a provider's strategy is built with for one request. */
export interface StrategyContext {
  /** `${publicUrl}/api/auth/${provider}/callback`, registered with the provider. */
  callbackUrl: string;
  /** Remembers what the browser must bring back, before it is sent to the provider. */
  savePending(pending: PendingAuthorization): void;
  /** What the browser brought back from the provider; undefined when the flow starts. */
  pending: PendingAuthorization | undefined;
}

/** A strategy's verify callback hands the person over as a SocialProfile; the router signs them in. */
export type ProfileDone = (error: Error | null, profile?: SocialProfile) => void;

/**
 * passport-oauth2's state store over the request's pending authorization, in place of its session
 * store. passport-oauth2 picks the PKCE form of `store` by its five parameters and passes the code
 * verifier it made; `verify` answers with that verifier (or true without PKCE). The router compares
 * the state too; comparing it here as well means no code is ever exchanged without it.
 */
class PendingAuthorizationStore {
  constructor(private readonly context: StrategyContext) {}

  store(
    _req: Request,
    codeVerifier: string | undefined,
    _state: unknown,
    _meta: unknown,
    callback: (error: Error | null, state: string) => void,
  ): void {
    const state = newState();
    this.context.savePending(codeVerifier ? { state, codeVerifier } : { state });
    callback(null, state);
  }

  verify(
    _req: Request,
    returnedState: string,
    callback: (error: Error | null, ok: string | boolean, info?: { message: string }) => void,
  ): void {
    const { pending } = this.context;
    if (!pending || !stateMatches(pending, returnedState)) {
      callback(null, false, { message: 'The returned state does not match this browser' });
      return;
    }
    callback(null, pending.codeVerifier ?? true);
  }
}

export function pendingAuthorizationStore(context: StrategyContext): StateStore {
  // @types/passport-oauth2 describes only the store forms without PKCE, so the PKCE form is cast to it.
  return new PendingAuthorizationStore(context) as unknown as StateStore;
}
