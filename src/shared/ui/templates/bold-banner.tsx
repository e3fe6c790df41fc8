import {
  BrandLogo,
  CardAvatar,
  NameBlock,
  bodyPadding,
  CardTail,
  type TemplateProps,
} from '../card-parts';

/**
 * Bold banner: a tall block of the accent colour carries the photo and the name, in the colour
 * that reads on it; a banner image, when there is one, runs above it as a strip.
 */
export function BoldBannerTemplate(props: TemplateProps) {
  const { card, page } = props;
  return (
    <>
      {card.bannerImageUrl ? (
        <img
          src={card.bannerImageUrl}
          alt=""
          width={1200}
          height={400}
          fetchPriority={page ? 'high' : undefined}
          className={`w-full object-cover ${page ? 'h-28 sm:h-36' : 'h-16'}`}
        />
      ) : null}
      <div className={`bg-(--card-accent) ${page ? 'px-5 py-8 sm:px-10 sm:py-12' : 'px-5 py-6'}`}>
        <div className="flex items-start justify-between gap-4">
          <CardAvatar
            card={card}
            page={page}
            pageSize={96}
            previewSize={64}
            className="border-4 border-(--card-on-accent)"
          />
          <BrandLogo card={card} plateClassName="bg-(--card-surface) p-2" />
        </div>
        <div className="mt-5">
          <NameBlock card={card} page={page} onAccent size="large" />
        </div>
      </div>
      <div className={`${bodyPadding(page)} pt-2`}>
        <CardTail {...props} />
      </div>
    </>
  );
}
