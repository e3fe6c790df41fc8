import { ProfileAvatar } from '../profile-avatar';
import { BrandLogo, CardTail, CoverPhoto, NameBlock, type TemplateProps } from '../card-parts';

/**
 * Split: the photo fills a column beside the details on wide screens (a band above them on
 * phones and in the editor's narrow preview).
 */
export function SplitTemplate(props: TemplateProps) {
  const { card, page } = props;
  return (
    <div className={page ? 'sm:grid sm:grid-cols-[2fr_3fr]' : undefined}>
      <CoverPhoto
        card={card}
        page={page}
        className={`bg-(--card-soft) ${page ? 'h-64 sm:h-auto sm:min-h-full' : 'h-40'}`}
        fallback={<ProfileAvatar name={card.fullName} imageUrl={null} size={page ? 128 : 96} />}
      />
      <div className={page ? 'px-5 py-6 sm:px-10 sm:py-10' : 'px-5 py-5'}>
        <BrandLogo card={card} className="mb-4" />
        <NameBlock card={card} page={page} />
        <CardTail {...props} />
      </div>
    </div>
  );
}
