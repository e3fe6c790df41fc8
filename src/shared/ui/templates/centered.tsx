import {
  ActionsFooter,
  Banner,
  Bio,
  BrandLogo,
  CardAvatar,
  Details,
  NameBlock,
  QrFigure,
  bodyPadding,
  type TemplateProps,
} from '../card-parts';

/** Centred: a short banner, the photo, name and actions centred, the details in a column. */
export function CenteredTemplate({ card, page, qrCodeUrl, heroActions, actions }: TemplateProps) {
  return (
    <>
      <Banner card={card} page={page} heightClass={page ? 'h-28 sm:h-36' : 'h-20'} />
      <div className={bodyPadding(page)}>
        <div className="flex flex-col items-center">
          <CardAvatar
            card={card}
            page={page}
            className={`border-4 border-(--card-surface) shadow-md ${page ? '-mt-16' : '-mt-12'}`}
          />
          <div className="mt-4">
            <NameBlock card={card} page={page} center />
          </div>
          <BrandLogo card={card} className="mt-3" />
        </div>
        {heroActions ? <div className="flex justify-center">{heroActions}</div> : null}
        <Bio card={card} page={page} afterActions={Boolean(heroActions)} center />
        <div className="mx-auto max-w-md">
          <Details card={card} page={page} center />
          <QrFigure card={card} qrCodeUrl={qrCodeUrl} />
        </div>
        <ActionsFooter actions={actions} />
      </div>
    </>
  );
}
