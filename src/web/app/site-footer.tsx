import { Link } from 'react-router';
import { Logo } from '../components/ui/logo';
import { LegalDialogTrigger } from '../components/legal/legal-dialog-trigger';
import { useT } from '../lib/i18n/use-t';

const footerLinkClass = 'rounded-sm text-sm text-slate-300 hover:text-white hover:underline';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 max-w-sm space-y-3 md:col-span-1">
          <Logo inverse />
          <p className="text-sm leading-relaxed text-slate-300">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.nav')} className="space-y-3">
          <h2 className="text-sm font-semibold text-white">{t('footer.company')}</h2>
          <ul className="space-y-2">
            <li>
              <Link to="/about" className={footerLinkClass}>
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link to="/support" className={footerLinkClass}>
                {t('footer.feedback')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="space-y-3">
          <h2 className="text-sm font-semibold text-white">{t('footer.legal')}</h2>
          <ul className="space-y-2">
            <li>
              <LegalDialogTrigger
                kind="terms"
                className="text-sm font-normal text-slate-300 hover:text-white"
              >
                {t('footer.terms')}
              </LegalDialogTrigger>
            </li>
            <li>
              <LegalDialogTrigger
                kind="privacy"
                className="text-sm font-normal text-slate-300 hover:text-white"
              >
                {t('footer.privacy')}
              </LegalDialogTrigger>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          {t('footer.copyright', { year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}
