/**
 * An organisation's verified e-mail domains (docs/product.md#verified-domains): an owner or admin
 * adds a domain, publishes the DNS TXT record it is given, and asks for it to be checked. A domain
 * is verified by one organisation at most; until then it grants nothing. The requests of the
 * /api/org/domains/* routes and the sentences the Domains screen shows. Shared by the server and
 * the web app.
 */
import { z } from 'zod';

/** The label the TXT record is published under, in front of the domain. */
export const DOMAIN_CHALLENGE_LABEL = '_cardvault-challenge';
/** What the TXT record's value starts with; the organisation's random token follows. */
export const DOMAIN_CHALLENGE_PREFIX = 'cardvault-domain-verification=';
/** Checks one organisation may ask for in an hour: each is a DNS lookup this server makes. */
export const DOMAIN_CHECKS_PER_HOUR = 20;
/** Domains one organisation may hold, verified or not. */
export const ORG_DOMAIN_LIMIT = 50;
/** The longest a DNS lookup may take before the check gives up. */
export const DOMAIN_LOOKUP_TIMEOUT_SECONDS = 3;

export const txtNameOf = (domain: string) => `${DOMAIN_CHALLENGE_LABEL}.${domain}`;
export const txtValueOf = (token: string) => `${DOMAIN_CHALLENGE_PREFIX}${token}`;

/**
 * Mail providers whose addresses belong to their users, not to one company: no organisation may
 * claim them. A short list of the largest, not every provider there is.
 */
export const CONSUMER_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  '163.com',
  'zoho.com',
  'fastmail.com',
];

export const DOMAIN_MESSAGES = {
  added: 'Domain added: publish its TXT record, then verify it',
  verified: 'Domain verified',
  removed: 'Domain removed',
  missing: 'No TXT record was found at that name yet. DNS changes can take a while to appear.',
  wrongValue: 'A TXT record was found, but none of its values is the one shown here.',
  taken: 'Another organisation has already verified this domain',
  lookupFailed: `The DNS lookup did not answer within ${DOMAIN_LOOKUP_TIMEOUT_SECONDS} seconds. Try again in a minute.`,
  limit: `An organisation can hold at most ${ORG_DOMAIN_LIMIT} domains`,
  notFound: 'No such domain in this organisation',
  invalid: 'Enter a domain such as example.com',
  ipAddress: 'Enter a domain name, not an IP address',
  publicSuffix: 'Enter your own domain, not a public suffix such as co.uk',
  consumer: 'Addresses at this mail provider belong to its users: add your company’s own domain',
  tooManyChecks: `At most ${DOMAIN_CHECKS_PER_HOUR} checks an hour: try again later`,
} as const;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const IPV6 = /^\[?[0-9a-f]*:[0-9a-f:.]*\]?$/i;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The domain as it is stored and looked up: trimmed, lower case, without a trailing dot or an
 * `@` or scheme pasted with it, and international names in their ASCII (punycode) form, as the
 * URL standard converts them (the browser and Node alike). Undefined when it is not a host name.
 */
export function normaliseDomain(input: string): string | undefined {
  let value = input.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^.*@/, '');
  value = value.replace(/\.+$/, '');
  if (!value || /[/\s:?#[\]\\]/.test(value)) return undefined;
  let ascii: string;
  try {
    ascii = new URL(`http://${value}/`).hostname;
  } catch {
    return undefined;
  }
  if (ascii.length > 253) return undefined;
  return ascii;
}

/** The reason a normalised domain cannot be added, or undefined when it may be. */
export function domainProblem(domain: string): string | undefined {
  if (IPV4.test(domain) || domain.startsWith('[')) return DOMAIN_MESSAGES.ipAddress;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) {
    return DOMAIN_MESSAGES.invalid;
  }
  if (/^\d+$/.test(labels.at(-1) ?? '')) return DOMAIN_MESSAGES.invalid;
  if (CONSUMER_MAIL_DOMAINS.includes(domain)) return DOMAIN_MESSAGES.consumer;
  return undefined;
}

/** A domain as typed: normalised, and refused when it is not one an organisation may add. */
export const domainSchema = z
  .string()
  .max(300, DOMAIN_MESSAGES.invalid)
  .transform((value, context) => {
    const domain = normaliseDomain(value);
    const problem = IPV6.test(value.trim())
      ? DOMAIN_MESSAGES.ipAddress
      : domain === undefined
        ? DOMAIN_MESSAGES.invalid
        : domainProblem(domain);
    if (problem || domain === undefined) {
      context.addIssue({ code: 'custom', message: problem ?? DOMAIN_MESSAGES.invalid });
      return z.NEVER;
    }
    return domain;
  });

const orgId = z.string().trim().min(1, 'Organisation is required').max(64);

/** A domain to add: one an organisation may hold. */
export const orgDomainSchema = z.object({ orgId, domain: domainSchema });
export type OrgDomainInput = z.input<typeof orgDomainSchema>;

/** A domain the organisation already holds (to verify or remove): normalised, not judged again. */
export const orgDomainRefSchema = z.object({
  orgId,
  domain: z
    .string()
    .max(300, DOMAIN_MESSAGES.invalid)
    .transform((value, context) => {
      const domain = normaliseDomain(value);
      if (domain === undefined) {
        context.addIssue({ code: 'custom', message: DOMAIN_MESSAGES.invalid });
        return z.NEVER;
      }
      return domain;
    }),
});

/** The TXT record an organisation publishes to prove a domain is theirs. */
export interface DomainChallenge {
  domain: string;
  txtName: string;
  txtValue: string;
}

export type DomainState = 'pending' | 'verified';

/** A domain as the Domains screen lists it. */
export interface OrgDomain extends DomainChallenge {
  state: DomainState;
  /** ISO time; null while pending. */
  verifiedAt: string | null;
  createdAt: string;
}

/** A check's answer: verified, or why not (the record is missing, or has another value). */
export interface DomainCheck {
  verified: boolean;
  reason: 'missing' | 'wrong-value' | null;
  message: string;
}
