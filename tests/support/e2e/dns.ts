const controlUrl = (path: string) =>
  `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}${path}`;

/**
 * Publishes TXT records on the e2e server's DNS server, which the app asks when a domain is
 * verified (tests/support/e2e/server.ts); `silent` makes it stop answering or answer again.
 */
export async function setDns(change: {
  name?: string;
  values?: string[];
  silent?: boolean;
}): Promise<void> {
  const response = await fetch(controlUrl('/dns-records'), {
    method: 'POST',
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`dns-records: ${response.status}`);
}
