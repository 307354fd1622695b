import { z } from 'zod';

// The page's Content-Security-Policy forbids eval, so zod's compiled parsers cannot run here; saying
// so up front also spares the Function('') probe that the browser reports as a CSP violation.
z.config({ jitless: true });
