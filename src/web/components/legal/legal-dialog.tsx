import type { RefObject } from 'react';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import type { LegalDocument, LegalKind } from './legal-types';
import { privacyPolicy } from './privacy';
import { termsOfService } from './terms';

const legalDocuments: Record<LegalKind, LegalDocument> = {
  terms: termsOfService,
  privacy: privacyPolicy,
};

function LegalDocumentBody({ document }: { document: LegalDocument }) {
  return (
    <div className="space-y-6 text-[0.9375rem] leading-relaxed text-slate-700">
      <p>{document.intro}</p>
      {document.sections.map((section, index) => (
        <section key={section.heading} className="space-y-2">
          <h3 className="text-base font-semibold text-ink">
            {index + 1}. {section.heading}
          </h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul className="list-disc space-y-1 pl-5 marker:text-brand-600">
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

function LegalDialogContent({
  kind,
  returnFocusRef,
}: {
  kind: LegalKind;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const document = legalDocuments[kind];
  return (
    <DialogContent
      size="lg"
      closeLabel={`Close ${document.title}`}
      onCloseAutoFocus={(event) => {
        if (returnFocusRef?.current) {
          event.preventDefault();
          returnFocusRef.current.focus();
        }
      }}
    >
      <DialogHeader>
        <DialogTitle>{document.title}</DialogTitle>
        <DialogDescription>{document.lastUpdated}</DialogDescription>
      </DialogHeader>
      <DialogBody label={`${document.title} text`}>
        <LegalDocumentBody document={document} />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Close</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}

export interface LegalDialogProps {
  kind: LegalKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function LegalDialog({ kind, open, onOpenChange, returnFocusRef }: LegalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <LegalDialogContent kind={kind} returnFocusRef={returnFocusRef} />
    </Dialog>
  );
}
