import { SIGN_UP_PATH } from '../../../lib/auth/auth-paths';
import { useLocation } from 'react-router';
import { SiteHeader, useMobileMenu } from '../../../components/layout/site-header';
import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { MARKETING_NAV_ITEMS } from '../sections';
import { SectionLink } from './section-link';

/**
 * The visitors' header: the landing page's sections, Login and Create Card. With `signedInAs` (a
 * session whose profile is not complete yet, docs/product.md#screens-header), the address it is
 * signed in as and Sign Out instead: the person is signed in, so Login would be wrong.
 */
export function MarketingHeader({ signedInAs }: { signedInAs?: string } = {}) {
  const t = useT();
  const { pathname, hash } = useLocation();
  const signedInAsText = (email: string) =>
    t.rich('header.signedInAs', {
      email,
      b: (chunks) => <span className="font-semibold text-ink">{chunks}</span>,
    });
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
          {t(item.label)}
        </SectionLink>
      ))}
      actions={
        signedInAs ? (
          <>
            <span
              data-testid="signed-in-as"
              className="max-w-48 truncate text-sm text-slate-700 max-sm:hidden"
            >
              {signedInAsText(signedInAs)}
            </span>
            <ButtonLink to="/logout" variant="outline" size="sm">
              {t('header.signOut')}
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink to="/login" variant="ghost" size="sm" className="max-sm:hidden">
              {t('header.login')}
            </ButtonLink>
            <ButtonLink to={SIGN_UP_PATH} size="sm">
              {t('header.createCard')}
            </ButtonLink>
          </>
        )
      }
      mobile={
        <>
          <nav aria-label={t('header.mainNav')} className="flex flex-col">
            {MARKETING_NAV_ITEMS.map((item) => (
              <SectionLink
                key={item.sectionId}
                sectionId={item.sectionId}
                onClick={menu.close}
                className="rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                {t(item.label)}
              </SectionLink>
            ))}
          </nav>
          {signedInAs ? (
            <div className="mt-3 border-t border-slate-200 pt-4">
              <p className="truncate px-3 pb-3 text-sm text-slate-700">
                {signedInAsText(signedInAs)}
              </p>
            </div>
          ) : (
            <div className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4">
              <ButtonLink to="/login" variant="outline" onClick={menu.close}>
                {t('header.login')}
              </ButtonLink>
              <ButtonLink to={SIGN_UP_PATH} onClick={menu.close}>
                {t('header.createCard')}
              </ButtonLink>
            </div>
          )}
        </>
      }
    />
  );
}
