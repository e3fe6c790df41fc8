import type { LegalDocument } from './legal-types';

/**
 * A legal document's text: its introduction and numbered sections. The dialogs put the sections
 * under their h2 title (h3); a page of its own under its h1 (h2).
 */
export function LegalDocumentBody({
  document,
  sectionHeading: Heading = 'h3',
}: {
  document: LegalDocument;
  sectionHeading?: 'h2' | 'h3';
}) {
  return (
    <div className="space-y-6 text-[0.9375rem] leading-relaxed text-slate-700">
      <p>{document.intro}</p>
      {document.sections.map((section, index) => (
        <section key={section.heading} className="space-y-2">
          <Heading className="text-base font-semibold text-ink">
            {index + 1}. {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul className="list-disc space-y-1 ps-5 marker:text-brand-600">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
