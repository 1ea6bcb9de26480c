/**
 * zod 4 probes whether `new Function` may run the first time it parses an object, to compile faster parsers. Pages
 * forbid eval (Content-Security-Policy without 'unsafe-eval'), so the probe would be refused and reported as a
 * violation on every page with a form. Jitless parsing is plenty fast for form-sized input. Imported first by every
 * module that defines schemas the browser runs, and by nothing else: zod is about 31 KB of gzip that a page without
 * a form never needs.
 */
import { z } from 'zod';

z.config({ jitless: true });
