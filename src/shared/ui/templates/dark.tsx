import {
  Banner,
  BrandLogo,
  CardAvatar,
  NameBlock,
  bodyPadding,
  CardTail,
  type TemplateProps,
} from '../card-parts';

/**
 * Dark: light text on a dark background (the palette darkens a light choice), a slim banner and
 * a rounded-square photo ringed in the accent.
 */
export function DarkTemplate(props: TemplateProps) {
  const { card, page } = props;
  return (
    <>
      <Banner card={card} page={page} heightClass={page ? 'h-24 sm:h-32' : 'h-16'} />
      <div className={bodyPadding(page)}>
        <div className="flex items-end justify-between gap-4">
          <CardAvatar
            card={card}
            page={page}
            pageSize={96}
            previewSize={64}
            className={`rounded-2xl! ring-4 ring-(--card-accent) ${page ? '-mt-12' : '-mt-8'}`}
          />
          <BrandLogo card={card} className="h-8" plateClassName="mb-1 bg-white p-1.5" />
        </div>
        <div className="mt-5">
          <NameBlock card={card} page={page} />
        </div>
        <CardTail {...props} />
      </div>
    </>
  );
}
