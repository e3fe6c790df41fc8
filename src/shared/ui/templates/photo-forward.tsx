import { initialsOf } from '../profile-avatar';
import { BrandLogo, NameBlock, bodyPadding, CardTail, type TemplateProps } from '../card-parts';

/** Photo forward: a large photo across the top (large initials without one), then the details. */
export function PhotoForwardTemplate({
  card,
  page,
  qrCodeUrl,
  heroActions,
  actions,
}: TemplateProps) {
  const name = card.fullName.trim();
  return (
    <>
      <div
        className={`relative flex items-center justify-center overflow-hidden bg-(--card-accent) ${page ? 'aspect-square max-h-[28rem] w-full sm:aspect-[16/10]' : 'aspect-[4/3] w-full'}`}
      >
        {card.profileImageUrl ? (
          <img
            src={card.profileImageUrl}
            alt={name ? `Profile picture of ${name}` : 'Profile picture'}
            width={512}
            height={512}
            fetchPriority={page ? 'high' : undefined}
            className="absolute inset-0 h-full w-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="text-7xl font-extrabold tracking-tight text-(--card-on-accent)"
          >
            {initialsOf(name)}
          </span>
        )}
      </div>
      <div className={`${bodyPadding(page)} pt-6`}>
        <div className="flex items-start justify-between gap-4">
          <NameBlock card={card} page={page} size="large" />
          <BrandLogo card={card} />
        </div>
        <CardTail
          card={card}
          page={page}
          qrCodeUrl={qrCodeUrl}
          heroActions={heroActions}
          actions={actions}
        />
      </div>
    </>
  );
}
