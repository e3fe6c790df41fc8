import {
  ActionsFooter,
  Bio,
  BrandLogo,
  CardAvatar,
  Details,
  NameBlock,
  QrFigure,
  type TemplateProps,
} from '../card-parts';

/** Minimal: no banner, a thin accent rule, a small photo beside the name, lots of air. */
export function MinimalTemplate({ card, page, qrCodeUrl, heroActions, actions }: TemplateProps) {
  return (
    <>
      <div aria-hidden="true" className="h-1.5 bg-(--card-accent)" />
      <div className={page ? 'px-5 pt-8 pb-6 sm:px-12 sm:pt-12 sm:pb-12' : 'px-5 pt-6 pb-6'}>
        <BrandLogo card={card} className="mb-6" />
        <div className="flex items-center gap-4 sm:gap-6">
          <CardAvatar card={card} page={page} pageSize={96} previewSize={64} />
          <div className="min-w-0">
            <NameBlock card={card} page={page} />
          </div>
        </div>
        {heroActions}
        <Bio card={card} page={page} afterActions={Boolean(heroActions)} />
        <div className="mt-2 border-t border-(--card-line)" />
        <Details card={card} page={page} />
        <QrFigure card={card} qrCodeUrl={qrCodeUrl} />
        <ActionsFooter actions={actions} />
      </div>
    </>
  );
}
