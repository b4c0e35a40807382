/**
 * Zod's one global setting, imported for its effect by validation.ts and schemas/common.ts (which
 * most schema modules import, and the root route reaches), so in the browser it runs with the
 * root route's code, before any page parses anything.
 *
 * In the browser Zod must not compile validators with `new Function`: the site's
 * Content-Security-Policy forbids eval (and should; decision 022). Without this, Zod's first object
 * parse probes `Function('')`, which the browser refuses and reports as a CSP violation (the
 * prices page did). The server keeps the fast path.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
