/**
 * Where better-auth may send a browser after a link or a provider: client-given callbacks
 * (`callbackURL`, `errorCallbackURL`, `newUserCallbackURL`, `redirectTo`) are accepted only when
 * they resolve to our own origin and their path does not start with `//` (which a browser reads as
 * another host), checked after `..`, backslashes and percent-encoding are resolved.
 */
export const CALLBACK_PARAMETERS = [
  'callbackURL',
  'errorCallbackURL',
  'newUserCallbackURL',
  'redirectTo',
] as const;

const MAX_LENGTH = 2048;
/** Control characters (browsers drop some of them while parsing) and backslashes (read as `/`). */
const hasUnsafeCharacters = (value: string) =>
  [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f || character === '\\';
  });

/** Layers of percent-encoding undone before a value is given up on. */
const MAX_DECODINGS = 3;

function decodeOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function isSafeLayer(value: string, origin: string): boolean {
  if (hasUnsafeCharacters(value)) return false;
  const relative = value.startsWith('/') && !value.startsWith('//');
  const absolute =
    value === origin || value.startsWith(`${origin}/`) || value.startsWith(`${origin}?`);
  if (!relative && !absolute) return false;
  let url: URL;
  try {
    url = new URL(value, `${origin}/`);
  } catch {
    return false;
  }
  return url.origin === origin && !url.pathname.startsWith('//');
}

export function isSafeCallback(value: unknown, origin: string): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return false;
  let current = value;
  for (let layer = 0; layer <= MAX_DECODINGS; layer += 1) {
    if (!isSafeLayer(current, origin)) return false;
    const decoded = decodeOnce(current);
    if (decoded === undefined) return false;
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

/** The first client-given callback in the query or the body that is not ours, if any. */
export function unsafeCallback(
  url: URL,
  body: unknown,
  origin: string,
): { name: string; value: unknown } | undefined {
  for (const name of CALLBACK_PARAMETERS) {
    for (const value of url.searchParams.getAll(name)) {
      if (!isSafeCallback(value, origin)) return { name, value };
    }
    if (body && typeof body === 'object' && name in body) {
      const value = (body as Record<string, unknown>)[name];
      if (value !== undefined && value !== null && !isSafeCallback(value, origin)) {
        return { name, value };
      }
    }
  }
  return undefined;
}
