import { ProfileAvatar } from '../profile-avatar';
import { BrandLogo, NameBlock, CardTail, type TemplateProps } from '../card-parts';

/**
 * Split: the photo fills a column beside the details on wide screens (a band above them on
 * phones and in the editor's narrow preview).
 */
export function SplitTemplate({ card, page, qrCodeUrl, heroActions, actions }: TemplateProps) {
  const name = card.fullName.trim();
  return (
    <div className={page ? 'sm:grid sm:grid-cols-[2fr_3fr]' : undefined}>
      <div
        className={`relative flex items-center justify-center overflow-hidden bg-(--card-soft) ${page ? 'h-64 sm:h-auto sm:min-h-full' : 'h-40'}`}
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
          <ProfileAvatar name={name} imageUrl={null} size={page ? 128 : 96} />
        )}
      </div>
      <div className={page ? 'px-5 py-6 sm:px-10 sm:py-10' : 'px-5 py-5'}>
        <BrandLogo card={card} className="mb-4" />
        <NameBlock card={card} page={page} />
        <CardTail
          card={card}
          page={page}
          qrCodeUrl={qrCodeUrl}
          heroActions={heroActions}
          actions={actions}
        />
      </div>
    </div>
  );
}
