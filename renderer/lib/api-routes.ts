import table from 'virtual:api-routes';
import type { AppContract } from '../../shared/contract';
import type { RouteDefinition } from '../../shared/contract/route';
import type { RouteAddressData } from './api-routes-plugin';

/** A route as the renderer calls it: its method and path, typed by its definition in the contract. */
export interface RouteAddress<R extends RouteDefinition = RouteDefinition> extends RouteAddressData {
  method: R['method'];
  /** Never present at run time: carries the route's request and response types. */
  readonly definition?: R;
}

export type ApiRoutes = {
  [Area in keyof AppContract]: { [Name in keyof AppContract[Area]]: RouteAddress<AppContract[Area][Name] & RouteDefinition> };
};

/** Every endpoint, as `contract` on the server, without its schemas (see api-routes-plugin.ts). */
export const contract: ApiRoutes = table;
