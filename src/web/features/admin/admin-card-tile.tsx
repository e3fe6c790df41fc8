import type { ReactNode } from 'react';
import { Mail, MapPin, Phone, SquareArrowOutUpRight, Trash2, UserRound } from 'lucide-react';
import type { AdminCard } from '../../../shared/admin';
import { ProfileAvatar } from '../../../shared/ui/profile-avatar';
import { Button, buttonClasses } from '../../components/ui/button';
import { CardTileFrame, CardTileTop } from '../../components/ui/card-tile-frame';
import { cardSummary } from '../../lib/card-summary';
import { cn } from '../../lib/cn';
import { tileAccentStyle } from '../../lib/tile-accent';
import { useT } from '../../lib/i18n/use-t';

/** Words read by screen readers only, inside a button's visible text. */
const srOnly = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

/** One card in the admin grid: the My Cards tile's look, plus its owner and no edit button. */
export function AdminCardTile({
  card,
  onDelete,
}: {
  card: AdminCard;
  onDelete: (card: AdminCard) => void;
}) {
  const t = useT();
  const { scheduledForDeletion: scheduled, jobLine, bioPreview: bio } = cardSummary(card);
  const name = card.fullName;
  return (
    <CardTileFrame
      deleteOn={card.deleteOn}
      style={tileAccentStyle(card.accentColor)}
      template={card.template}
    >
      <article aria-label={t('admin.card.label', { name })} className="flex flex-1 flex-col">
        <CardTileTop card={card} />
        <div className={cn('mt-4 flex items-center gap-4', scheduled && 'grayscale')}>
          <ProfileAvatar
            name={name}
            imageUrl={card.profileImageUrl}
            size={64}
            className="border-2 border-white shadow"
          />
          <div className="min-w-0">
            <h2 className="text-lg font-bold wrap-anywhere text-ink">{name}</h2>
            {jobLine ? (
              <p className="text-sm font-medium wrap-anywhere text-(--tile-accent)">{jobLine}</p>
            ) : null}
          </div>
          {card.brandLogoUrl ? (
            <img
              src={card.brandLogoUrl}
              alt={t('admin.card.logo', { name: card.company.trim() || name })}
              width={96}
              height={32}
              className="ms-auto h-8 w-auto max-w-24 shrink-0 object-contain"
            />
          ) : null}
        </div>
        {bio ? (
          <p className="mt-3 text-sm leading-relaxed wrap-anywhere text-slate-700">{bio}</p>
        ) : null}
        <dl className="mt-4 mb-5 space-y-1.5 text-sm text-slate-700">
          {[
            { icon: UserRound, label: t('admin.card.owner'), value: card.ownerEmail, ltr: true },
            {
              icon: UserRound,
              label: t('admin.card.organisation'),
              value: card.organisationName ?? '',
              ltr: false,
            },
            { icon: Mail, label: t('admin.card.email'), value: card.email, ltr: true },
            { icon: Phone, label: t('admin.card.phone'), value: card.phone, ltr: true },
            { icon: MapPin, label: t('admin.card.location'), value: card.location, ltr: false },
          ]
            .filter((row) => row.value)
            .map((row) => (
              <div key={row.label} className="flex min-w-0 items-start gap-2">
                <row.icon
                  aria-hidden="true"
                  className="mt-0.5 h-4 w-4 shrink-0 text-(--tile-accent)"
                />
                <dt className="shrink-0 font-medium">{row.label}:</dt>
                <dd className="min-w-0 wrap-anywhere">
                  {row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value}
                </dd>
              </div>
            ))}
        </dl>
        <div className="mt-auto grid grid-cols-2 gap-2 border-t border-slate-200 pt-4">
          <a
            href={`/showcase?id=${encodeURIComponent(card.id)}`}
            target="_blank"
            rel="noopener"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <SquareArrowOutUpRight aria-hidden="true" className="h-4 w-4" />
            {t.rich('admin.card.publicPage', { name, sr: srOnly })}
          </a>
          <Button
            variant="outline"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            aria-haspopup="dialog"
            onClick={() => onDelete(card)}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t.rich('admin.card.delete', { name, sr: srOnly })}
          </Button>
        </div>
      </article>
    </CardTileFrame>
  );
}
