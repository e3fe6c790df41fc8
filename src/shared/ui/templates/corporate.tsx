import {
  BrandLogo,
  CardAvatar,
  NameBlock,
  bodyPadding,
  CardTail,
  type TemplateProps,
} from '../card-parts';

/**
 * Corporate: the company first (its logo, or its name set large), over an accent rule; then the
 * person, with a small photo.
 */
export function CorporateTemplate(props: TemplateProps) {
  const { card, page } = props;
  const company = card.company.trim();
  return (
    <>
      <div
        className={`flex min-h-20 items-center gap-4 border-b-4 border-(--card-accent) ${page ? 'px-5 py-5 sm:px-10' : 'px-5 py-4'}`}
      >
        {card.brandLogoUrl ? (
          <BrandLogo card={card} className="h-12 max-w-48" />
        ) : company ? (
          <p
            className={`font-extrabold tracking-tight wrap-anywhere text-(--card-accent) ${page ? 'text-xl sm:text-2xl' : 'text-lg'}`}
          >
            {company}
          </p>
        ) : null}
      </div>
      <div className={`${bodyPadding(page)} pt-6`}>
        <div className="flex items-center gap-4">
          <CardAvatar card={card} page={page} pageSize={64} previewSize={56} />
          <div className="min-w-0">
            <NameBlock card={card} page={page} />
          </div>
        </div>
        <CardTail {...props} />
      </div>
    </>
  );
}
