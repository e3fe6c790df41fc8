import { PRODUCT_NAME } from '../../../shared/ui/brand';

export { PRODUCT_NAME };

interface PageMetaProps {
  title?: string;
  description?: string;
  noindex?: boolean;
}

export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  const fullTitle = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
