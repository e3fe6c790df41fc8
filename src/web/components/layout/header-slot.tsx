import { createContext, use, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const HeaderSlotContext = createContext<{
  target: HTMLElement | null;
  setTarget: (element: HTMLElement | null) => void;
} | null>(null);

export function HeaderSlotProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return <HeaderSlotContext value={{ target, setTarget }}>{children}</HeaderSlotContext>;
}

/** Where the header shows a page's own button (a page-specific header button, docs/product.md#screens-header). */
export function HeaderSlotOutlet({ className }: { className?: string }) {
  const slot = use(HeaderSlotContext);
  return <div ref={slot?.setTarget} className={className} />;
}

/** Rendered by a page: its children appear in the signed-in header while the page is shown. */
export function HeaderAction({ children }: { children: ReactNode }) {
  const slot = use(HeaderSlotContext);
  if (!slot?.target) return null;
  return createPortal(children, slot.target);
}
