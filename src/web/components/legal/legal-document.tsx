import { useIntl } from 'react-intl';
import { Languages } from 'lucide-react';
import { DEFAULT_LANGUAGE, directionOf } from '../../../shared/i18n/languages';
import { useT } from '../../lib/i18n/use-t';
import { Notice } from '../ui/notice';
import { LoadingState } from '../ui/states';
import { ENGLISH_DOCUMENTS, useLegalDocument } from './legal-documents';
import { LEGAL_TITLE_IDS, type LegalKind } from './legal-types';

/**
 * A legal document's title and 'Last updated: January 2025', in the active language, at once: the
 * month is English's, which every translation shares.
 */
export function useLegalHeading(kind: LegalKind) {
  const t = useT();
  const intl = useIntl();
  const { year, month } = ENGLISH_DOCUMENTS[kind].updated;
  const date = intl.formatDate(new Date(Date.UTC(year, month - 1, 15)), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    title: t(LEGAL_TITLE_IDS[kind]),
    lastUpdated: t('legal.lastUpdated', { date }),
  };
}

/**
 * A legal document's text in the active language: its introduction and numbered sections. The
 * dialogs put the sections under their h2 title (h3); a page of its own under its h1 (h2). A
 * translation is loaded when it is read (a spinner meanwhile) and opens with a line saying that
 * the English version governs; the text carries its own language and direction.
 */
export function LegalDocumentBody({
  kind,
  sectionHeading: Heading = 'h3',
}: {
  kind: LegalKind;
  sectionHeading?: 'h2' | 'h3';
}) {
  const t = useT();
  const shown = useLegalDocument(kind);
  if (!shown) return <LoadingState label={t('common.loading')} className="border-0 py-24" />;
  const { document, language } = shown;
  return (
    <div className="space-y-6 text-[0.9375rem] leading-relaxed text-slate-700">
      {language === DEFAULT_LANGUAGE ? null : (
        <Notice tone="info" icon={Languages} live={false}>
          {t('legal.englishGoverns')}
        </Notice>
      )}
      <div lang={language} dir={directionOf(language)} className="space-y-6 text-start">
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
