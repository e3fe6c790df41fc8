import type { ReactNode } from 'react';
import {
  Building2,
  ChartNoAxesColumn,
  Inbox,
  Mail,
  Pencil,
  Phone,
  Share2,
  SquareArrowOutUpRight,
  Trash2,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Card } from '../../../shared/card';
import { ProfileAvatar } from '../../../shared/ui/profile-avatar';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { CardTileFrame, CardTileTop } from '../../components/ui/card-tile-frame';
import { cardSummary } from '../../lib/card-summary';
import { cn } from '../../lib/cn';
import { withOrg } from '../../lib/org-context';
import { tileAccentStyle } from '../../lib/tile-accent';
import { formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n/use-t';

// Icons give way to the words on the narrowest tiles.
const tileIcon = 'h-4 w-4 shrink-0 max-sm:hidden';

interface CardTileProps {
  card: Card;
  /** Absent: the user may not delete it (an organisation's card given to a member). */
  onDelete?: (card: Card) => void;
  /** The organisation the card belongs to, shown on the tile; its editor opens in its context. */
  organisation?: { name: string; slug: string };
  now?: number;
  /** The card's views of the last 30 days; absent while unknown (loading or failed). */
  views?: number;
  /** The card's leads; absent while unknown (loading or failed). */
  leads?: number;
}

const tileLink =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline';

/** One card on My Cards, exactly as docs/product.md#screens-my-cards lists it. */
export function CardTile({ card, onDelete, organisation, now, views, leads }: CardTileProps) {
  const { scheduledForDeletion: scheduled, jobLine, bioPreview: bio } = cardSummary(card);
  const t = useT();
  const name = card.fullName;
  const sr = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;
  return (
    <CardTileFrame
      deleteOn={card.deleteOn}
      style={tileAccentStyle(card.accentColor)}
      template={card.template}
      className="min-h-[470px] max-w-[480px] sm:p-6"
    >
      <CardTileTop
        card={card}
        label={t('cardTile.created')}
        now={now}
        badge={
          card.title.trim() ? (
            <Badge tone="brand" className="block max-w-[60%] truncate">
              {card.title}
            </Badge>
          ) : null
        }
      />

      <div
        className={cn(
          'mt-6 flex flex-1 flex-col items-center text-center',
          scheduled && 'grayscale',
        )}
      >
        <ProfileAvatar
          name={name}
          imageUrl={card.profileImageUrl}
          size={96}
          className="border-4 border-white shadow-md"
        />
        <h3 className="mt-4 text-xl font-bold wrap-anywhere text-ink">{name}</h3>
        {jobLine ? (
          <p className="mt-1 text-sm font-medium wrap-anywhere text-(--tile-accent)">{jobLine}</p>
        ) : null}
        {card.brandLogoUrl ? (
          <img
            src={card.brandLogoUrl}
            alt={t('cardTile.logo', { name: card.company.trim() || name })}
            width={128}
            height={32}
            className="mt-3 h-8 w-auto max-w-32 object-contain"
          />
        ) : null}
        {bio ? (
          <p className="mt-3 text-sm leading-relaxed wrap-anywhere text-slate-700">{bio}</p>
        ) : null}
        {organisation ? (
          <p className="mt-3 inline-flex max-w-full items-center gap-1.5 rounded-xl bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
            <Building2 aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            <span className="min-w-0 wrap-anywhere">
              {t('editor.belongsTo', { organisation: organisation.name })}
            </span>
          </p>
        ) : null}
        {card.phone || card.email ? (
          <ul className="mt-4 w-full space-y-2 text-sm text-slate-700">
            {card.phone ? (
              <li className="flex items-center justify-center gap-2">
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-(--tile-accent)" />
                <span className="sr-only">{t('cardTile.phone')} </span>
                {/*
                  Stored as its country writes it (shared/phone-format.ts groups it with
                  libphonenumber-js as it is typed and again on the server), so shown as stored:
                  My Cards stays without the phone metadata.
                */}
                <bdi dir="ltr">{card.phone}</bdi>
              </li>
            ) : null}
            {card.email ? (
              <li className="flex items-center justify-center gap-2">
                <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-(--tile-accent)" />
                <span className="sr-only">{t('cardTile.email')} </span>
                <bdi dir="ltr" className="min-w-0 wrap-anywhere">
                  {card.email}
                </bdi>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>

      <div className="mt-5 flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
        {views === undefined ? null : (
          <Link
            to={withOrg(
              `/insights?cardId=${encodeURIComponent(card.id)}`,
              organisation?.slug ?? null,
            )}
            className={tileLink}
          >
            <ChartNoAxesColumn aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t.rich('cardTile.views', {
              views,
              count: formatNumber(views),
              days: formatNumber(30),
              name,
              sr,
            })}
          </Link>
        )}
        {leads === undefined ? null : (
          <Link
            to={withOrg(`/leads?cardId=${encodeURIComponent(card.id)}`, organisation?.slug ?? null)}
            className={tileLink}
          >
            <Inbox aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t.rich('cardTile.leads', { leads, count: formatNumber(leads), name, sr })}
          </Link>
        )}
        <Link to={`/share?id=${encodeURIComponent(card.id)}`} className={tileLink}>
          <Share2 aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t.rich('cardTile.share', { name, sr })}
        </Link>
      </div>

      <div
        className={cn(
          'mt-5 grid gap-2 border-t border-slate-200 pt-5',
          onDelete ? 'grid-cols-3' : 'grid-cols-2',
        )}
      >
        <a
          href={`/showcase?id=${encodeURIComponent(card.id)}`}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'secondary', size: 'md', className: 'px-2' })}
        >
          <SquareArrowOutUpRight aria-hidden="true" className={tileIcon} />
          {t.rich('cardTile.show', { name, sr })}
        </a>
        <Link
          to={withOrg(`/update?id=${encodeURIComponent(card.id)}`, organisation?.slug ?? null)}
          className={buttonClasses({ variant: 'outline', size: 'md', className: 'px-2' })}
        >
          <Pencil aria-hidden="true" className={tileIcon} />
          {t.rich('cardTile.edit', { name, sr })}
        </Link>
        {onDelete ? (
          <Button
            variant="outline"
            className="px-2 text-red-700 hover:bg-red-50"
            aria-haspopup="dialog"
            onClick={() => onDelete(card)}
          >
            <Trash2 aria-hidden="true" className={tileIcon} />
            {t.rich('cardTile.delete', { name, sr })}
          </Button>
        ) : null}
      </div>
    </CardTileFrame>
  );
}

export function CardTileSkeleton() {
  return (
    <li
      aria-hidden="true"
      className="flex min-h-[470px] w-full max-w-[480px] animate-pulse flex-col items-center rounded-3xl border border-slate-200 bg-white p-6"
    >
      <div className="h-4 w-40 self-start rounded bg-slate-200" />
      <div className="mt-8 h-24 w-24 rounded-full bg-slate-200" />
      <div className="mt-5 h-5 w-48 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-36 rounded bg-slate-200" />
      <div className="mt-6 h-4 w-56 rounded bg-slate-200" />
      <div className="mt-auto h-11 w-full rounded-xl bg-slate-200" />
    </li>
  );
}
