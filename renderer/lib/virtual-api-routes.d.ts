// The contract's routes without their schemas, built by api-routes-plugin.ts.
declare module 'virtual:api-routes' {
  // An ambient module cannot import by a relative path, so its type is named by an import() type.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const table: import('./api-routes').ApiRoutes;
  export default table;
}
