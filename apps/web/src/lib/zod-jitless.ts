import { z } from 'zod';

/**
 * The Content-Security-Policy has no 'unsafe-eval'. Zod's compiled fast path first probes
 * `Function('')`, which the browser reports as a CSP violation on every page even though zod catches
 * it; validating jitless never makes that probe.
 */
z.config({ jitless: true });
