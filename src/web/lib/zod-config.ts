/**
 * Zod probes `new Function` once to decide whether to compile its parsers. Our CSP has no
 * 'unsafe-eval', so the probe is refused and every form page reports a CSP violation, which would
 * hide a real one. `jitless` skips the probe; interpreted parsing is fast enough for forms.
 *
 * Set on the global that `z.config()` writes to (zod keeps it there so every copy shares it), so
 * the entry does not have to load zod. index.html loads this file as a module script of its own,
 * before the app's entry: the entry's static chunks (zod among them) run before its own first
 * line, and a schema parsed while they load would otherwise probe first.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
export {};
