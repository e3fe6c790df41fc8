import type { ReactNode } from 'react';
import {
  Facebook,
  Github,
  Globe,
  Instagram,
  Linkedin,
  Mail,
  MapPin,
  Phone,
  Twitter,
} from 'lucide-react';
import type { PublicCard } from '../card';
import { isHttpUrl, SOCIAL_LABELS, SOCIAL_NETWORKS, type SocialNetwork } from '../social';
import { BANNER_GRADIENT } from './brand';
import { ProfileAvatar } from './profile-avatar';

/** What the card shows; the form's live preview builds one from the values being typed. */
export type CardViewData = Pick<
  PublicCard,
  | 'fullName'
  | 'jobTitle'
  | 'company'
  | 'bio'
  | 'email'
  | 'phone'
  | 'location'
  | 'website'
  | SocialNetwork
  | 'profileImageUrl'
  | 'bannerImageUrl'
>;

export interface CardViewProps {
  card: CardViewData;
  /** The QR code image; shown only when given. */
  qrCodeUrl?: string;
  /** `page`: the public card (the name is the page's h1, values are links). `preview`: inert text. */
  variant: 'page' | 'preview';
  /** What a visitor does first (Save contact, Share): right under the name. */
  heroActions?: ReactNode;
  /** More actions, at the end of the card. */
  actions?: ReactNode;
}

const SOCIAL_ICONS = {
  linkedin: Linkedin,
  github: Github,
  twitter: Twitter,
  facebook: Facebook,
  instagram: Instagram,
} as const;

/** `tel:` wants the digits and a leading +, nothing of the display formatting. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const displayUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

const EXTERNAL_REL = 'noopener noreferrer nofollow ugc';

interface ContactRow {
  key: string;
  label: string;
  value: string;
  href?: string;
  external?: boolean;
  icon: typeof Phone;
}

function contactRows(card: CardViewData, linked: boolean): ContactRow[] {
  const rows: ContactRow[] = [];
  const phone = card.phone.trim();
  const email = card.email.trim();
  const location = card.location.trim();
  const website = card.website.trim();
  if (phone) {
    rows.push({ key: 'phone', label: 'Phone', value: phone, icon: Phone, href: telHref(phone) });
  }
  if (email) {
    rows.push({ key: 'email', label: 'Email', value: email, icon: Mail, href: `mailto:${email}` });
  }
  if (location) rows.push({ key: 'location', label: 'Location', value: location, icon: MapPin });
  if (website) {
    const safe = isHttpUrl(website);
    rows.push({
      key: 'website',
      label: 'Website',
      value: safe ? displayUrl(website) : website,
      icon: Globe,
      href: safe ? website : undefined,
      external: true,
    });
  }
  return linked ? rows : rows.map((row) => ({ ...row, href: undefined }));
}

function ContactItem({ row }: { row: ContactRow }) {
  const Icon = row.icon;
  const content = (
    <>
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-[18px] w-[18px]" />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-medium text-ink-muted">{row.label}</span>
        <span className="block text-sm font-semibold wrap-anywhere text-ink">{row.value}</span>
      </span>
    </>
  );
  const rowClass = 'flex min-h-12 items-center gap-3 rounded-xl px-2 py-1';
  return (
    <li>
      {row.href ? (
        <a
          href={row.href}
          className={`${rowClass} -mx-2 transition-colors hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-600`}
          {...(row.external ? { target: '_blank', rel: EXTERNAL_REL } : {})}
        >
          {content}
        </a>
      ) : (
        <div className={`${rowClass} -mx-2`}>{content}</div>
      )}
    </li>
  );
}

function SocialLinks({ card, linked }: { card: CardViewData; linked: boolean }) {
  const name = card.fullName.trim();
  const links = SOCIAL_NETWORKS.map((network) => ({ network, url: card[network].trim() })).filter(
    ({ url }) => isHttpUrl(url),
  );
  if (links.length === 0) return null;
  const chip =
    'flex h-11 w-11 items-center justify-center rounded-full bg-slate-100 text-slate-800 transition-colors';
  return (
    <ul className="mt-5 flex flex-wrap gap-2.5">
      {links.map(({ network, url }) => {
        const Icon = SOCIAL_ICONS[network];
        const label = name
          ? `${SOCIAL_LABELS[network]} profile of ${name}`
          : `${SOCIAL_LABELS[network]} profile`;
        return (
          <li key={network}>
            {linked ? (
              <a
                href={url}
                target="_blank"
                rel={EXTERNAL_REL}
                aria-label={label}
                title={label}
                className={`${chip} hover:bg-brand-700 hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
              </a>
            ) : (
              <span role="img" aria-label={label} className={chip}>
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The business card as the public page shows it; also the live preview of the card form.
 * Pure: the server renders it with renderToString, so no hooks, no browser globals, and every
 * piece of user text goes through React as text.
 */
export function CardView({ card, qrCodeUrl, variant, heroActions, actions }: CardViewProps) {
  const page = variant === 'page';
  const name = card.fullName.trim();
  const jobTitle = card.jobTitle.trim();
  const company = card.company.trim();
  const bio = card.bio.trim();
  const rows = contactRows(card, page);
  const Name = page ? 'h1' : 'div';
  const Label = page ? 'h2' : 'p';
  const labelClass = 'text-xs font-bold tracking-wider text-ink-muted uppercase';

  return (
    <article
      aria-label={page ? undefined : 'Card preview'}
      className={`w-full overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-ink/10 ring-ink/5 ${page ? 'mx-auto max-w-3xl' : ''}`}
    >
      <div className={`relative ${BANNER_GRADIENT} ${page ? 'h-40 sm:h-56' : 'h-28'}`}>
        {card.bannerImageUrl ? (
          <img
            src={card.bannerImageUrl}
            alt=""
            width={1200}
            height={400}
            fetchPriority={page ? 'high' : undefined}
            className="absolute inset-0 h-full w-full object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgb(255_255_255/0.28),transparent_45%),radial-gradient(circle_at_10%_110%,rgb(255_255_255/0.18),transparent_40%)]"
          />
        )}
      </div>

      <div className={page ? 'px-5 pb-6 sm:px-10 sm:pb-10' : 'px-5 pb-6'}>
        <ProfileAvatar
          name={name}
          imageUrl={card.profileImageUrl}
          size={page ? 128 : 96}
          className={`border-4 border-white shadow-md ${page ? '-mt-16 sm:-mt-20 sm:h-36 sm:w-36' : '-mt-12'}`}
        />

        <Name
          className={`mt-4 font-extrabold tracking-tight wrap-anywhere text-ink ${page ? 'text-2xl sm:text-3xl' : 'text-xl'}`}
        >
          {name}
        </Name>
        {jobTitle || company ? (
          <p
            className={`mt-1 font-medium wrap-anywhere text-brand-700 ${page ? 'text-base sm:text-lg' : 'text-sm'}`}
          >
            {jobTitle}
            {company ? ` | ${company}` : null}
          </p>
        ) : null}
        {heroActions}
        {bio ? (
          <p
            className={`${heroActions ? 'mt-5' : 'mt-3'} leading-relaxed wrap-anywhere whitespace-pre-line text-slate-700 ${page ? 'text-base' : 'text-sm'}`}
          >
            {bio}
          </p>
        ) : null}

        <div className="mt-6">
          {rows.length > 0 ? (
            <>
              <Label className={labelClass}>Contact</Label>
              <ul className="mt-2 space-y-1">
                {rows.map((row) => (
                  <ContactItem key={row.key} row={row} />
                ))}
              </ul>
            </>
          ) : null}
          <SocialLinks card={card} linked={page} />
        </div>

        {qrCodeUrl ? (
          // After the details: the phone that scanned the code needs them first; the code is
          // for showing to the next person.
          <figure className="mt-8 flex items-center gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
            <img
              src={qrCodeUrl}
              alt={`QR code for ${name}'s card`}
              width={128}
              height={128}
              className="h-32 w-32 shrink-0 rounded-lg bg-white"
            />
            <figcaption className="text-sm text-slate-700">
              <span className="block font-semibold text-ink">Scan to open this card</span>
              Point a phone camera at the code to open this card on another phone.
            </figcaption>
          </figure>
        ) : null}

        {actions ? <div className="mt-8 border-t border-slate-200 pt-6">{actions}</div> : null}
      </div>
    </article>
  );
}
