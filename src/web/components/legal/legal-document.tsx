import { useIntl } from 'react-intl';
import { Languages } from 'lucide-react';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import { useT } from '../../lib/i18n/use-t';
import { Notice } from '../ui/notice';
import { LEGAL_TITLE_IDS, type LegalDocument } from './legal-types';

/** A legal document's title and 'Last updated: January 2025', in the active language. */
export function useLegalHeading(document: LegalDocument) {
  const t = useT();
  const intl = useIntl();
  const { year, month } = document.updated;
  const date = intl.formatDate(new Date(Date.UTC(year, month - 1, 15)), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    title: t(LEGAL_TITLE_IDS[document.kind]),
    lastUpdated: t('legal.lastUpdated', { date }),
  };
}

/**
 * A legal document's text: its introduction and numbered sections. The dialogs put the sections
 * under their h2 title (h3); a page of its own under its h1 (h2). The text is English for now: in
 * another language a notice says so first, and the text is marked as English, left to right.
 */
export function LegalDocumentBody({
  document,
  sectionHeading: Heading = 'h3',
}: {
  document: LegalDocument;
  sectionHeading?: 'h2' | 'h3';
}) {
  const t = useT();
  const { locale } = useIntl();
  return (
    <div className="space-y-6 text-[0.9375rem] leading-relaxed text-slate-700">
      {locale === DEFAULT_LANGUAGE ? null : (
        <Notice tone="info" icon={Languages} live={false}>
          {t('legal.englishOnly')}
        </Notice>
      )}
      <div lang="en" dir="ltr" className="space-y-6 text-start">
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
    </div>
  );
}
