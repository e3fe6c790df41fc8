import {
  Banner,
  BrandLogo,
  CardAvatar,
  NameBlock,
  bodyPadding,
  CardTail,
  type TemplateProps,
} from '../card-parts';

/** Classic: a banner, the round photo over its lower edge, the details below (the first look). */
export function ClassicTemplate(props: TemplateProps) {
  const { card, page } = props;
  return (
    <>
      <Banner card={card} page={page} heightClass={page ? 'h-40 sm:h-56' : 'h-28'} />
      <div className={bodyPadding(page)}>
        <div className="flex items-end justify-between gap-4">
          <CardAvatar
            card={card}
            page={page}
            className={`border-4 border-(--card-surface) shadow-md ${page ? '-mt-16 sm:-mt-20 sm:h-36 sm:w-36' : '-mt-12'}`}
          />
          <BrandLogo card={card} className="mb-1" />
        </div>
        <div className="mt-4">
          <NameBlock card={card} page={page} />
        </div>
        <CardTail {...props} />
      </div>
    </>
  );
}
