import { SIGN_UP_PATH } from '../../../lib/auth/auth-paths';
import { useLocation } from 'react-router';
import { SiteHeader, useMobileMenu } from '../../../components/layout/site-header';
import { ButtonLink } from '../../../components/ui/button';
import { MARKETING_NAV_ITEMS } from '../sections';
import { SectionLink } from './section-link';

/**
 * The visitors' header: the landing page's sections, Login and Create Card. With `signedInAs` (a
 * session whose profile is not complete yet, docs/product.md#screens-header), the address it is
 * signed in as and Sign Out instead: the person is signed in, so Login would be wrong.
 */
export function MarketingHeader({ signedInAs }: { signedInAs?: string } = {}) {
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
        signedInAs ? (
          <>
            <span
              data-testid="signed-in-as"
              className="max-w-48 truncate text-sm text-slate-700 max-sm:hidden"
            >
              Signed in as <span className="font-semibold text-ink">{signedInAs}</span>
            </span>
            <ButtonLink to="/logout" variant="outline" size="sm">
              Sign Out
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink to="/login" variant="ghost" size="sm" className="max-sm:hidden">
              Login
            </ButtonLink>
            <ButtonLink to={SIGN_UP_PATH} size="sm">
              Create Card
            </ButtonLink>
          </>
        )
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
          {signedInAs ? (
            <div className="mt-3 border-t border-slate-200 pt-4">
              <p className="truncate px-3 pb-3 text-sm text-slate-700">
                Signed in as <span className="font-semibold text-ink">{signedInAs}</span>
              </p>
            </div>
          ) : (
            <div className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4">
              <ButtonLink to="/login" variant="outline" onClick={menu.close}>
                Login
              </ButtonLink>
              <ButtonLink to={SIGN_UP_PATH} onClick={menu.close}>
                Create Card
              </ButtonLink>
            </div>
          )}
        </>
      }
    />
  );
}
