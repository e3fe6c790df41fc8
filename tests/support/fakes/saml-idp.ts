/**
 * A SAML 2.0 identity provider on loopback, made with samlify (the SAML library the sso plugin
 * itself uses), signing with a throw-away key and certificate made by openssl for this run.
 *
 * - `metadataUrl` serves its metadata; `metadata` is the same XML.
 * - Its single sign-on address (HTTP-Redirect) reads our AuthnRequest and answers as a browser
 *   would see it: a form that posts the signed SAMLResponse (and RelayState) to our ACS. The
 *   person signing in is `signInAs`; `answer` shapes the response for the refusal tests.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import samlify from 'samlify';
// samlify reads no XML until a schema validator is set; the sso library sets the app's own when
// it is imported. A test without the app in its process (a browser journey) gets it here.
import '@better-auth/sso';

const run = promisify(execFile);
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface SamlPerson {
  email: string;
  givenName: string;
  surname: string;
}

/** How the next response departs from a correct one. */
export interface SamlAnswerShape {
  audience?: string;
  /** Minutes from now of NotOnOrAfter (negative: expired). */
  validForMinutes?: number;
}

export interface SamlPost {
  acsUrl: string;
  SAMLResponse: string;
  RelayState: string;
}

export interface SamlTestIdp {
  entityId: string;
  metadata: string;
  metadataUrl: string;
  /**
   * Answers our sign-in (the IdP's SSO address with our AuthnRequest, as our start gave it) for
   * the person, to the service provider our metadata describes: the form a browser would post.
   */
  respond(
    ssoUrl: string,
    spMetadata: string,
    person: SamlPerson,
    shape?: SamlAnswerShape,
  ): Promise<SamlPost>;
  stop(): Promise<void>;
}

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const attribute = (name: string, value: string) =>
  `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">` +
  `<saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`;

export async function startSamlIdp(): Promise<SamlTestIdp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'saml-idp-'));
  await run(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '1',
      '-subj',
      '/CN=cardvault-test-idp',
      '-keyout',
      'key.pem',
      '-out',
      'cert.pem',
    ],
    { cwd: dir },
  );
  const privateKey = await readFile(path.join(dir, 'key.pem'), 'utf8');
  const certificate = await readFile(path.join(dir, 'cert.pem'), 'utf8');
  await rm(dir, { recursive: true, force: true });

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${base}/metadata`;
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey,
    signingCert: certificate,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [{ Binding: REDIRECT, Location: `${base}/sso` }],
  });
  const metadata = idp.getMetadata();
  server.on('request', (request, response) => {
    if (request.url === '/metadata') {
      response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
      response.end(metadata);
      return;
    }
    response.writeHead(404).end();
  });

  return {
    entityId,
    metadata,
    metadataUrl: `${base}/metadata`,
    async respond(ssoUrl, spMetadata, person, shape = {}) {
      const url = new URL(ssoUrl);
      const sp = samlify.ServiceProvider({ metadata: spMetadata });
      const request = await idp.parseLoginRequest(sp, 'redirect', {
        query: Object.fromEntries(url.searchParams),
        octetString: url.search.slice(1),
      });
      const requestId = String(
        (request.extract as { request?: { id?: string } }).request?.id ?? '',
      );
      const acsUrl = String(sp.entityMeta.getAssertionConsumerService('post'));
      const minutes = shape.validForMinutes ?? 5;
      const now = Date.now();
      const until = new Date(now + minutes * 60_000);
      const from = new Date(Math.min(now, until.getTime() - 10 * 60_000));
      const values = {
        ID: `_${randomUUID()}`,
        AssertionID: `_${randomUUID()}`,
        Destination: acsUrl,
        Audience: shape.audience ?? sp.entityMeta.getEntityID(),
        SubjectRecipient: acsUrl,
        Issuer: entityId,
        IssueInstant: from.toISOString(),
        StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
        ConditionsNotBefore: from.toISOString(),
        ConditionsNotOnOrAfter: until.toISOString(),
        SubjectConfirmationDataNotOnOrAfter: until.toISOString(),
        NameIDFormat: EMAIL_FORMAT,
        NameID: person.email,
        InResponseTo: requestId,
      };
      const statements =
        `<saml:AuthnStatement AuthnInstant="${from.toISOString()}" SessionIndex="_${randomUUID()}">` +
        '<saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>' +
        '<saml:AttributeStatement>' +
        attribute('email', person.email) +
        attribute('givenName', person.givenName) +
        attribute('surname', person.surname) +
        '</saml:AttributeStatement>';
      const answer = await idp.createLoginResponse(
        sp,
        { ...request },
        'post',
        { ...person },
        {
          customTagReplacement: (template: string) => ({
            id: values.ID,
            context: samlify.SamlLib.replaceTagsByValue(
              template.replace('{AuthnStatement}', statements).replace('{AttributeStatement}', ''),
              values,
            ),
          }),
        },
      );
      return {
        acsUrl,
        SAMLResponse: answer.context,
        RelayState: url.searchParams.get('RelayState') ?? '',
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
