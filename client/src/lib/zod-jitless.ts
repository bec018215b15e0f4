import { z } from "zod";

/**
 * Zod builds each object schema's fast parser with `new Function`, which the Content-Security-Policy
 * refuses (script-src without 'unsafe-eval'); even its probe for eval, caught as it is, is reported as
 * a violation. Jitless parsing needs no eval. The setting only affects schemas built after it, so the
 * router loads this module before the admin area, the only part of the app that builds schemas.
 */
z.config({ jitless: true });
