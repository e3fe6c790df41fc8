import { useEffect, useRef } from 'react';
import type { LegalKind } from './legal-types';

/**
 * A change of language mounts the app's tree again (app/i18n-provider.tsx), and with it every
 * legal link: an open dialog would close. So the link whose dialog is open hands it over to the
 * link that takes its place, the same kind at the same place among the links of that kind, in the
 * same commit (React runs every unmount cleanup of a commit, then every mount effect). A handover
 * nobody takes in that commit lapses, so leaving a page never opens a dialog on the next one.
 */
const mountedLinks: Record<LegalKind, object[]> = { terms: [], privacy: [] };
let handedOver: { kind: LegalKind; index: number; language: string } | undefined;

export function useKeepOpenAcrossLanguages(
  kind: LegalKind,
  language: string,
  open: boolean,
  reopen: () => void,
): void {
  const openNow = useRef(open);
  const reopenNow = useRef(reopen);
  useEffect(() => {
    openNow.current = open;
    reopenNow.current = reopen;
  });
  useEffect(() => {
    const link = {};
    const links = mountedLinks[kind];
    links.push(link);
    const taken = handedOver;
    if (
      taken?.kind === kind &&
      taken.index === links.indexOf(link) &&
      taken.language !== language
    ) {
      handedOver = undefined;
      reopenNow.current();
    }
    return () => {
      if (openNow.current) {
        const handover = { kind, index: links.indexOf(link), language };
        handedOver = handover;
        setTimeout(() => {
          if (handedOver === handover) handedOver = undefined;
        }, 0);
      }
      links.splice(links.indexOf(link), 1);
    };
  }, [kind, language]);
}
