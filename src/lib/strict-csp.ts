/**
 * The Content-Security-Policy forbids eval. zod 4 probes for it with `new Function("")` the first
 * time an object schema parses, and the browser reports that probe as a CSP violation even though
 * zod catches it. Its documented `jitless` setting skips the probe; setting it through zod's
 * global config object (read when zod loads) keeps zod out of this early, tiny module.
 */
// Mutated in place: zod keeps a reference to this object if it loaded first (its probe is lazy).
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
