import { LegalDocumentBody, useLegalHeading } from '../components/legal/legal-document';
import { PageMeta } from '../components/ui/page-meta';

/**
 * /privacy: the Privacy Policy as a page of its own, for links from outside the app, such as the
 * consent of "Share your details" on a public card page (docs/product.md#leads).
 */
export function PrivacyRoute() {
  const { title, lastUpdated } = useLegalHeading('privacy');
  return (
    <>
      <PageMeta title={title} />
      <div className="flex-1 bg-white">
        <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
          <p className="mt-1 text-sm text-ink-muted">{lastUpdated}</p>
          <div className="mt-8">
            <LegalDocumentBody kind="privacy" sectionHeading="h2" />
          </div>
        </article>
      </div>
    </>
  );
}
