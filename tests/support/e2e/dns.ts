import { expect, type Page } from '@playwright/test';
import { baseURL } from '../../../playwright.config';
import type { OrgDomain } from '../../../src/shared/organisation-domains';

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

/**
 * Adds `domain` to the organisation and verifies it, as its owner (the page's session) would
 * through the Domains routes, with the record published on the e2e DNS server. The Domains screen
 * has its own journey (verify-a-domain.spec.ts).
 */
export async function verifiedDomain(page: Page, orgId: string, domain: string): Promise<void> {
  const post = (url: string) =>
    page.request.post(url, { data: { orgId, domain }, headers: { origin: baseURL } });
  const added = await post('/api/org/domains/add');
  expect(added.status(), await added.text()).toBe(200);
  const challenge = (await added.json()) as Pick<OrgDomain, 'txtName' | 'txtValue'>;
  await setDns({ name: challenge.txtName, values: [challenge.txtValue] });
  const verified = await post('/api/org/domains/verify');
  expect(verified.status(), await verified.text()).toBe(200);
}
