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
import { usePageText } from './page-text';
import { ProfileAvatar } from './profile-avatar';

/*
 * The pieces every card template is made of. Colours come only from the card's CSS custom
 * properties (--card-surface, --card-text, --card-accent, …), which CardView sets from the
 * checked palette (src/shared/card-design.ts), so no template can draw an unreadable pair.
 */

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
  | 'brandLogoUrl'
  | 'template'
  | 'accentColor'
  | 'backgroundColor'
  | 'fontFamily'
  | 'buttonShape'
>;

/** What every template is given. */
export interface TemplateProps {
  card: CardViewData;
  /** The public page (the name is the h1, values are links), or the editor's inert preview. */
  page: boolean;
  qrCodeUrl?: string;
  heroActions?: ReactNode;
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

/** The focus ring of links on the card: the accent, which reaches 4.5:1 on the surface. */
export const cardFocus = 'focus-visible:outline-3 focus-visible:outline-(--card-accent)';

interface ContactRow {
  key: 'phone' | 'email' | 'location' | 'website';
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
    rows.push({ key: 'phone', value: phone, icon: Phone, href: telHref(phone) });
  }
  if (email) {
    rows.push({ key: 'email', value: email, icon: Mail, href: `mailto:${email}` });
  }
  if (location) rows.push({ key: 'location', value: location, icon: MapPin });
  if (website) {
    const safe = isHttpUrl(website);
    rows.push({
      key: 'website',
      value: safe ? displayUrl(website) : website,
      icon: Globe,
      href: safe ? website : undefined,
      external: true,
    });
  }
  return linked ? rows : rows.map((row) => ({ ...row, href: undefined }));
}

/** A link that opens in a new tab, without handing the card's page to it. */
const NEW_TAB = { target: '_blank', rel: EXTERNAL_REL } as const;

/** Each contact row's label in the catalogue. */
const CONTACT_LABELS = {
  phone: 'publicPage.phone',
  email: 'publicPage.email',
  location: 'publicPage.location',
  website: 'publicPage.website',
} as const;

function ContactItem({ row }: { row: ContactRow }) {
  const t = usePageText();
  const Icon = row.icon;
  const content = (
    <>
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-(--card-soft) text-(--card-on-soft)">
        <Icon aria-hidden="true" className="h-[18px] w-[18px]" />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-medium text-(--card-muted)">
          {t(CONTACT_LABELS[row.key])}
        </span>
        <span className="block text-sm font-semibold wrap-anywhere text-(--card-text)">
          {/* A number, an address or a link reads left to right inside right-to-left text. */}
          {row.key === 'location' ? row.value : <bdi dir="ltr">{row.value}</bdi>}
        </span>
      </span>
    </>
  );
  const rowClass = 'flex min-h-12 items-center gap-3 rounded-xl px-2 py-1';
  return (
    <li>
      {row.href ? (
        <a
          href={row.href}
          data-link={row.key}
          className={`${rowClass} -mx-2 transition-colors hover:bg-(--card-soft) ${cardFocus}`}
          {...(row.external ? NEW_TAB : {})}
        >
          {content}
        </a>
      ) : (
        <div className={`${rowClass} -mx-2`}>{content}</div>
      )}
    </li>
  );
}

const labelClass = 'text-xs font-bold tracking-wider text-(--card-muted) uppercase';

/** Phone, e-mail, location and website, with their heading. */
export function ContactList({ card, page }: Pick<TemplateProps, 'card' | 'page'>) {
  const t = usePageText();
  const rows = contactRows(card, page);
  if (rows.length === 0) return null;
  const Label = page ? 'h2' : 'p';
  return (
    <>
      <Label className={labelClass}>{t('publicPage.contact')}</Label>
      <ul className="mt-2 space-y-1">
        {rows.map((row) => (
          <ContactItem key={row.key} row={row} />
        ))}
      </ul>
    </>
  );
}

export function SocialLinks({
  card,
  page,
  center = false,
}: Pick<TemplateProps, 'card' | 'page'> & { center?: boolean }) {
  const text = usePageText();
  const name = card.fullName.trim();
  const links = SOCIAL_NETWORKS.map((network) => ({ network, url: card[network].trim() })).filter(
    ({ url }) => isHttpUrl(url),
  );
  if (links.length === 0) return null;
  const chip =
    'flex h-11 w-11 items-center justify-center rounded-full bg-(--card-soft) text-(--card-on-soft) transition-colors';
  return (
    <ul className={`mt-5 flex flex-wrap gap-2.5 ${center ? 'justify-center' : ''}`}>
      {links.map(({ network, url }) => {
        const Icon = SOCIAL_ICONS[network];
        const label = name
          ? text('publicPage.social.profileOf', { network: SOCIAL_LABELS[network], name })
          : text('publicPage.social.profile', { network: SOCIAL_LABELS[network] });
        return (
          <li key={network}>
            {page ? (
              <a
                href={url}
                data-link={network}
                target="_blank"
                rel={EXTERNAL_REL}
                aria-label={label}
                title={label}
                className={`${chip} hover:bg-(--card-accent) hover:text-(--card-on-accent) ${cardFocus} focus-visible:outline-offset-2`}
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

/** The contact list and the social links, as most templates place them. */
export function Details({
  card,
  page,
  center = false,
}: Pick<TemplateProps, 'card' | 'page'> & { center?: boolean }) {
  return (
    <div className="mt-6">
      <ContactList card={card} page={page} />
      <SocialLinks card={card} page={page} center={center} />
    </div>
  );
}

/** The name (the page's h1), then the job title and company in the accent colour. */
export function NameBlock({
  card,
  page,
  center = false,
  onAccent = false,
  size = 'normal',
}: Pick<TemplateProps, 'card' | 'page'> & {
  center?: boolean;
  /** On an accent fill (the Bold banner): both lines in the colour that reads on it. */
  onAccent?: boolean;
  size?: 'normal' | 'large';
}) {
  const Name = page ? 'h1' : 'div';
  const name = card.fullName.trim();
  const jobTitle = card.jobTitle.trim();
  const company = card.company.trim();
  const nameSize =
    size === 'large'
      ? page
        ? 'text-3xl sm:text-4xl'
        : 'text-2xl'
      : page
        ? 'text-2xl sm:text-3xl'
        : 'text-xl';
  return (
    <div className={center ? 'text-center' : undefined}>
      <Name
        className={`font-extrabold tracking-tight wrap-anywhere ${onAccent ? 'text-(--card-on-accent)' : 'text-(--card-text)'} ${nameSize}`}
      >
        {name}
      </Name>
      {jobTitle || company ? (
        <p
          className={`mt-1 font-medium wrap-anywhere ${onAccent ? 'text-(--card-on-accent)' : 'text-(--card-accent)'} ${page ? 'text-base sm:text-lg' : 'text-sm'}`}
        >
          {jobTitle}
          {company ? ` | ${company}` : null}
        </p>
      ) : null}
    </div>
  );
}

export function Bio({
  card,
  page,
  afterActions,
  center = false,
}: Pick<TemplateProps, 'card' | 'page'> & { afterActions: boolean; center?: boolean }) {
  const bio = card.bio.trim();
  if (!bio) return null;
  return (
    <p
      className={`${afterActions ? 'mt-5' : 'mt-3'} leading-relaxed wrap-anywhere whitespace-pre-line text-(--card-text) ${page ? 'text-base' : 'text-sm'} ${center ? 'text-center' : ''}`}
    >
      {bio}
    </p>
  );
}

/** The card's profile picture or initials, bordered in the card's own background. */
export function CardAvatar({
  card,
  page,
  className = '',
  pageSize = 128,
  previewSize = 96,
}: Pick<TemplateProps, 'card' | 'page'> & {
  className?: string;
  pageSize?: 64 | 96 | 128;
  previewSize?: 48 | 56 | 64 | 96;
}) {
  const t = usePageText();
  const name = card.fullName.trim();
  return (
    <ProfileAvatar
      name={name}
      alt={name ? t('publicPage.profilePictureOf', { name }) : t('publicPage.profilePicture')}
      imageUrl={card.profileImageUrl}
      size={page ? pageSize : previewSize}
      className={className}
    />
  );
}

/**
 * The company logo as the template places it; nothing without one. `plateClassName`: a plate
 * behind it, where it sits on a colour of the card's rather than on its surface.
 */
export function BrandLogo({
  card,
  className = '',
  plateClassName,
}: {
  card: CardViewData;
  className?: string;
  plateClassName?: string;
}) {
  const t = usePageText();
  if (!card.brandLogoUrl) return null;
  const owner = card.company.trim() || card.fullName.trim();
  const logo = (
    <img
      src={card.brandLogoUrl}
      alt={owner ? t('publicPage.ownerLogo', { owner }) : t('publicPage.companyLogo')}
      width={160}
      height={48}
      className={`h-10 w-auto max-w-40 object-contain ${className}`}
    />
  );
  return plateClassName ? <span className={`rounded-lg ${plateClassName}`}>{logo}</span> : logo;
}

/**
 * The profile picture filling a block of the template (Split, Photo forward), or `fallback` in
 * its place without one.
 */
export function CoverPhoto({
  card,
  page,
  className,
  fallback,
}: Pick<TemplateProps, 'card' | 'page'> & { className: string; fallback: ReactNode }) {
  const t = usePageText();
  const name = card.fullName.trim();
  return (
    <div className={`relative flex items-center justify-center overflow-hidden ${className}`}>
      {card.profileImageUrl ? (
        <img
          src={card.profileImageUrl}
          alt={name ? t('publicPage.profilePictureOf', { name }) : t('publicPage.profilePicture')}
          width={512}
          height={512}
          fetchPriority={page ? 'high' : undefined}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        fallback
      )}
    </div>
  );
}

/**
 * The banner: the card's banner image, or a gradient of its accent. `tall` for the templates
 * that open with it.
 */
export function Banner({
  card,
  page,
  heightClass,
}: Pick<TemplateProps, 'card' | 'page'> & { heightClass: string }) {
  return (
    <div
      className={`relative bg-linear-to-br from-(--card-banner-from) via-(--card-banner-via) to-(--card-banner-to) ${heightClass}`}
    >
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
  );
}

/**
 * The QR code, after the details: for showing to the next person, whose camera reads it off the
 * screen. Drawn 224 CSS pixels across at every width, so a code with a logo in its middle (error
 * correction H, up to version 8 for a long address) still has about four screen pixels a module
 * on a laptop's screen at one device pixel per CSS pixel; at 128 pixels such a code did not read
 * (tests/e2e/scan-a-card-on-screen.spec.ts). Stacked over its caption on phones, beside it wider.
 */
export function QrFigure({ card, qrCodeUrl }: { card: CardViewData; qrCodeUrl?: string }) {
  const t = usePageText();
  if (!qrCodeUrl) return null;
  return (
    <figure className="mt-8 flex flex-col items-center gap-4 rounded-2xl border border-(--card-line) bg-(--card-soft) p-4 text-center sm:flex-row sm:gap-6 sm:text-start">
      <img
        src={qrCodeUrl}
        alt={t('publicPage.qrAlt', { name: card.fullName.trim() })}
        width={224}
        height={224}
        className="h-56 w-56 shrink-0 rounded-lg bg-white"
      />
      <figcaption className="max-w-xs text-sm text-(--card-text)">
        <span className="block font-semibold">{t('publicPage.scanToOpen')}</span>
        {t('publicPage.scanHint')}
      </figcaption>
    </figure>
  );
}

export function ActionsFooter({ actions }: { actions?: ReactNode }) {
  if (!actions) return null;
  return <div className="mt-8 border-t border-(--card-line) pt-6">{actions}</div>;
}

/**
 * What most templates put after the name, in this order: the visitor's actions, the bio, the
 * details, the QR code and the owner's actions.
 */
export function CardTail({ card, page, qrCodeUrl, heroActions, actions }: TemplateProps) {
  return (
    <>
      {heroActions}
      <Bio card={card} page={page} afterActions={Boolean(heroActions)} />
      <Details card={card} page={page} />
      <QrFigure card={card} qrCodeUrl={qrCodeUrl} />
      <ActionsFooter actions={actions} />
    </>
  );
}

/** The padding of a card's body, by variant. */
export const bodyPadding = (page: boolean) => (page ? 'px-5 pb-6 sm:px-10 sm:pb-10' : 'px-5 pb-6');
