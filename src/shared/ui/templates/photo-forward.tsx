import { initialsOf } from '../profile-avatar';
import {
  BrandLogo,
  CardTail,
  CoverPhoto,
  NameBlock,
  bodyPadding,
  type TemplateProps,
} from '../card-parts';

/** Photo forward: a large photo across the top (large initials without one), then the details. */
export function PhotoForwardTemplate(props: TemplateProps) {
  const { card, page } = props;
  return (
    <>
      <CoverPhoto
        card={card}
        page={page}
        className={`w-full bg-(--card-accent) ${page ? 'aspect-square max-h-[28rem] sm:aspect-[16/10]' : 'aspect-[4/3]'}`}
        fallback={
          <span
            aria-hidden="true"
            className="text-7xl font-extrabold tracking-tight text-(--card-on-accent)"
          >
            {initialsOf(card.fullName)}
          </span>
        }
      />
      <div className={`${bodyPadding(page)} pt-6`}>
        <div className="flex items-start justify-between gap-4">
          <NameBlock card={card} page={page} size="large" />
          <BrandLogo card={card} />
        </div>
        <CardTail {...props} />
      </div>
    </>
  );
}
