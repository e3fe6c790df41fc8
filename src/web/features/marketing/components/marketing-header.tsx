import { useLocation } from 'react-router';
import { SiteHeader, useMobileMenu } from '../../../components/layout/site-header';
import { ButtonLink } from '../../../components/ui/button';
import { MARKETING_NAV_ITEMS } from '../sections';
import { SectionLink } from './section-link';

/** The visitors' header: the landing page's sections, Login and Create Card. */
export function MarketingHeader() {
  const { pathname, hash } = useLocation();
  const menu = useMobileMenu(`${pathname}${hash}`);
  return (
    <SiteHeader
      from="lg"
      menu={menu}
      nav={MARKETING_NAV_ITEMS.map((item) => (
        <SectionLink
          key={item.sectionId}
          sectionId={item.sectionId}
          className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink"
        >
          {item.label}
        </SectionLink>
      ))}
      actions={
        <>
          <ButtonLink to="/login" variant="ghost" size="sm" className="max-sm:hidden">
            Login
          </ButtonLink>
          <ButtonLink to="/login" size="sm">
            Create Card
          </ButtonLink>
        </>
      }
      mobile={
        <>
          <nav aria-label="Main" className="flex flex-col">
            {MARKETING_NAV_ITEMS.map((item) => (
              <SectionLink
                key={item.sectionId}
                sectionId={item.sectionId}
                onClick={menu.close}
                className="rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                {item.label}
              </SectionLink>
            ))}
          </nav>
          <div className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4">
            <ButtonLink to="/login" variant="outline" onClick={menu.close}>
              Login
            </ButtonLink>
            <ButtonLink to="/login" onClick={menu.close}>
              Create Card
            </ButtonLink>
          </div>
        </>
      }
    />
  );
}
