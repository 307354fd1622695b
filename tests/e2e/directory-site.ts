import { createServer } from 'node:http';
import { DIRECTORY_PORT, LISTING_PAGES, listingPageHtml, type ListingPath } from './directory-listings';

// A local directory site for the citation-sources journey (Playwright starts it as a webServer): a
// robots.txt that allows everyone, the listing pages of directory-listings.ts, and /health for readiness.
// Listing pages are read from it by the app instance started with LISTING_PAGES_ALLOW_ADDRESSES=127.0.0.1.

const isListingPath = (path: string): path is ListingPath => Object.hasOwn(LISTING_PAGES, path);

const server = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  if (path === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  } else if (path === '/robots.txt') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
  } else if (isListingPath(path)) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(listingPageHtml(LISTING_PAGES[path]));
  } else {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
});
server.listen(DIRECTORY_PORT, '127.0.0.1');

const stop = () => server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
