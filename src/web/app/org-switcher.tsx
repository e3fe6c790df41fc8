import { Link, useLocation, useNavigate } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { Building2, Check, ChevronDown, UserRound } from 'lucide-react';
import type { OrgSummary } from '../../shared/organisations';
import { cn } from '../lib/cn';
import { switchedContextPath } from '../lib/org-context';
import { useT } from '../lib/i18n/use-t';
import { useOrganisations, useOrgContext } from '../lib/organisations';

/** The radio value of the personal context (a slug is never empty). */
const PERSONAL = '';

interface Contexts {
  /** The workspace of the user's own cards, in the active language. */
  personalName: string;
  organisations: OrgSummary[];
  /** The chosen organisation's slug, or PERSONAL. */
  current: string;
  currentName: string;
}

/**
 * The contexts the user can work in: their own cards and each organisation's. Undefined while the
 * user belongs to no organisation (or the list is not known), when there is nothing to choose.
 */
function useContexts(): Contexts | undefined {
  const t = useT();
  const personalName = t('common.workspace.personal');
  const organisations = useOrganisations();
  const context = useOrgContext();
  const list = organisations.data ?? [];
  if (list.length === 0) return undefined;
  if (context.kind === 'organisation')
    return {
      personalName,
      organisations: list,
      current: context.organisation.slug,
      currentName: context.organisation.name,
    };
  // An organisation whose name is on its way is named by its address meanwhile.
  if (context.kind === 'pending')
    return { personalName, organisations: list, current: context.slug, currentName: context.slug };
  return { personalName, organisations: list, current: PERSONAL, currentName: personalName };
}

const ContextIcon = ({ personal, className }: { personal: boolean; className: string }) =>
  personal ? (
    <UserRound aria-hidden="true" className={className} />
  ) : (
    <Building2 aria-hidden="true" className={className} />
  );

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * The header's workspace switcher (docs/product.md#organisation-cards-screens): Personal or one of the
 * user's organisations, kept in the address as `?org=<slug>`. A menu of radio items, so the
 * arrow keys move between the choices and screen readers say which one is checked.
 */
export function OrgSwitcher({ className }: { className?: string }) {
  const contexts = useContexts();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const t = useT();
  if (!contexts) return null;
  const personal = contexts.current === PERSONAL;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        // A long name is cut short in the bar; the pointer's tooltip shows it whole.
        title={contexts.currentName}
        className={cn(
          // Between the tablet and laptop widths the bar has room for the icon alone.
          'inline-flex h-9 max-w-56 min-w-0 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 text-sm font-medium text-ink shadow-xs hover:bg-slate-50 data-[state=open]:border-brand-600 max-lg:w-9 max-lg:justify-center max-lg:px-0',
          className,
        )}
      >
        <ContextIcon personal={personal} className="h-4 w-4 shrink-0 text-brand-700" />
        <span className="sr-only">{t('common.workspace.named')}</span>
        <span className="truncate max-lg:sr-only">{contexts.currentName}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500 max-lg:hidden" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-1.5 shadow-float"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase">
            {t('common.workspace.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={contexts.current}
            onValueChange={(slug) =>
              void navigate(switchedContextPath(pathname, slug === PERSONAL ? null : slug))
            }
          >
            {[{ slug: PERSONAL, name: contexts.personalName }, ...contexts.organisations].map(
              (item) => (
                <DropdownMenu.RadioItem key={item.slug} value={item.slug} className={itemClass}>
                  <ContextIcon
                    personal={item.slug === PERSONAL}
                    className="h-4 w-4 shrink-0 text-slate-500"
                  />
                  <span className="min-w-0 flex-1 truncate">{item.name}</span>
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="h-4 w-4 text-brand-700" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              ),
            )}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The same choice in the phone menu: one link per workspace, the current one marked. */
export function MobileOrgSwitcher({ onNavigate }: { onNavigate: () => void }) {
  const contexts = useContexts();
  const { pathname } = useLocation();
  const t = useT();
  if (!contexts) return null;
  return (
    <nav aria-label={t('common.workspace.label')} className="border-t border-slate-200 pt-3 pb-2">
      <p
        aria-hidden="true"
        className="px-3 pb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase"
      >
        {t('common.workspace.label')}
      </p>
      <ul className="flex flex-col">
        {[{ slug: PERSONAL, name: contexts.personalName }, ...contexts.organisations].map(
          (item) => {
            const current = item.slug === contexts.current;
            return (
              <li key={item.slug}>
                <Link
                  to={switchedContextPath(pathname, item.slug === PERSONAL ? null : item.slug)}
                  aria-current={current ? 'true' : undefined}
                  onClick={onNavigate}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium hover:bg-slate-100',
                    current ? 'bg-brand-50 text-brand-800' : 'text-slate-800',
                  )}
                >
                  <ContextIcon
                    personal={item.slug === PERSONAL}
                    className="h-5 w-5 shrink-0 text-brand-700"
                  />
                  <span className="min-w-0 flex-1 wrap-anywhere">{item.name}</span>
                  {current ? <Check aria-hidden="true" className="h-5 w-5 text-brand-700" /> : null}
                </Link>
              </li>
            );
          },
        )}
      </ul>
    </nav>
  );
}
