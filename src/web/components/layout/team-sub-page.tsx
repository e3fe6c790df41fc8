import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { OrgRole, OrgSummary } from '../../../shared/organisations';
import { withOrg } from '../../lib/org-context';
import { useOrgContext } from '../../lib/organisations';
import { Notice } from '../ui/notice';
import { PageMeta } from '../ui/page-meta';
import { LoadingState } from '../ui/states';

/**
 * A screen under Team for the organisation the address names (`/team/…?org=<slug>`): the way back
 * to Team, its title and what it is for, then `children` drawn for that organisation (anew when the
 * organisation changes). Without one (the address names none of the user's), it says so and leads
 * to Team; with `access`, a role it does not admit reads its `refusal` instead of `children`.
 */
export function TeamSubPage({
  title,
  describe,
  wide = false,
  access,
  children,
}: {
  title: string;
  /** What the screen is for, in the organisation's words. */
  describe: (organisation: OrgSummary) => string;
  /** A form beside a live preview needs the width of the card editor. */
  wide?: boolean;
  /** Who may use the screen, and what the others read: "Only the owners and admins of …". */
  access?: { may: (role: OrgRole) => boolean; refusal: (organisation: OrgSummary) => string };
  children: (organisation: OrgSummary) => ReactNode;
}) {
  const context = useOrgContext();
  const organisation = context.kind === 'organisation' ? context.organisation : null;
  let content;
  if (organisation && access && !access.may(organisation.role))
    content = (
      <Notice tone="info" live={false}>
        {access.refusal(organisation)}
      </Notice>
    );
  else if (organisation)
    content = <Fragment key={organisation.id}>{children(organisation)}</Fragment>;
  else if (context.kind === 'pending') content = <LoadingState label="Loading the organisation…" />;
  else
    content = (
      <Notice tone="warning" live={false}>
        {context.kind === 'unknown'
          ? `You are not a member of an organisation at “${context.slug}”. `
          : 'This screen belongs to an organisation: choose one on the Team page. '}
        <Link to="/team" className="font-semibold underline underline-offset-4">
          Go to Team
        </Link>
      </Notice>
    );
  return (
    <>
      <PageMeta title={organisation ? `${title} · ${organisation.name}` : title} noindex />
      <div className="flex-1 bg-slate-50">
        <div
          className={`mx-auto w-full ${wide ? 'max-w-7xl' : 'max-w-4xl'} space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8`}
        >
          <div className="min-w-0">
            <Link
              to={withOrg('/team', organisation?.slug ?? null)}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Team
            </Link>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight break-words text-ink">
              {title}
            </h1>
            {organisation ? (
              <p className="mt-1 text-sm text-ink-muted">{describe(organisation)}</p>
            ) : null}
          </div>
          {content}
        </div>
      </div>
    </>
  );
}
