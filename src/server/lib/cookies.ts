/** Every value a Cookie header gives the cookie `name` (more than one when it is sent twice). */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals !== -1 && pair.slice(0, equals).trim() === name) {
      values.push(pair.slice(equals + 1).trim());
    }
  }
  return values;
}
