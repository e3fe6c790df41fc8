import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Building2, CircleAlert } from 'lucide-react';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { InvitationPreview } from '../../../shared/organisations';
import { ButtonLink } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { PageMeta } from '../../components/ui/page-meta';
import { PageSpinner } from '../../components/ui/spinner';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { BusyButton } from '../../components/ui/submit-button';
import { forgetReturnPath, rememberReturnPath } from '../../lib/auth/return-path';
import { useAuth } from '../../lib/auth/use-auth';
import { failureMessage, isApiError } from '../../lib/http';
import { translate } from '../../lib/i18n/intl';
import { useT } from '../../lib/i18n/use-t';
import { toast } from '../../lib/toast';
import { TEAM_FAILURES, useAcceptInvitation, useInvitationPreview } from './api';

/** Refusals that stay so whatever the user does here: the link is not (or no longer) for them. */
const FINAL_CODES: readonly string[] = [
  ERROR_CODES.INVITATION_WRONG_ADDRESS,
  ERROR_CODES.INVITATION_EXPIRED,
  ERROR_CODES.INVITATION_CLOSED,
];
const isFinal = (error: unknown) =>
  isApiError(error) && (FINAL_CODES.includes(error.code) || error.status === 404);

/** What an invitation that can no longer be accepted says. */
const STATE_MESSAGES = {
  expired: 'team.invitation.expired',
  accepted: 'team.invitation.closed',
  revoked: 'team.invitation.closed',
} as const;

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <PageMeta title={title} noindex />
      <div className="flex flex-1 items-start justify-center bg-slate-50 px-4 py-12 sm:items-center sm:py-16">
        <div className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-card sm:p-10">
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Building2 aria-hidden="true" className="h-8 w-8" />
          </span>
          {children}
        </div>
      </div>
    </>
  );
}

/** A way out when the invitation cannot be used. */
function WayBack() {
  const t = useT();
  return (
    <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
      <ButtonLink to="/team" variant="outline">
        {t('team.join.toTeam')}
      </ButtonLink>
      <ButtonLink to="/" variant="ghost">
        {t('team.join.toMyCards')}
      </ButtonLink>
    </div>
  );
}

function Unusable({ message }: { message: string }) {
  const t = useT();
  return (
    <>
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {t('team.join.unusable')}
      </h1>
      <Notice icon={CircleAlert} className="mt-6 text-start">
        {message}
      </Notice>
      <WayBack />
    </>
  );
}

function Invitation({ token, preview }: { token: string; preview: InvitationPreview }) {
  const t = useT();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  if (preview.state !== 'pending') return <Unusable message={t(STATE_MESSAGES[preview.state])} />;
  if (isFinal(accept.error)) return <Unusable message={failureMessage(accept.error, '')} />;

  const join = async () => {
    try {
      const organisation = await accept.mutateAsync(token);
      toast.success(translate('team.done.joined'));
      void navigate(`/team?org=${encodeURIComponent(organisation.slug)}`, { replace: true });
    } catch {
      // Shown below the button (or as the page's message when final).
    }
  };

  return (
    <>
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight break-words text-ink sm:text-3xl">
        {t('team.join.invitedAs', { organisation: preview.organisation, role: preview.role })}
      </h1>
      <p className="mt-3 text-base leading-relaxed text-slate-700">
        {t.rich('team.join.body', {
          role: preview.role,
          email: preview.email,
          address: (chunks) => (
            <bdi dir="ltr" className="font-medium wrap-anywhere text-ink">
              {chunks}
            </bdi>
          ),
        })}
      </p>
      {accept.isError ? (
        <Notice className="mt-6 text-start">
          {failureMessage(accept.error, TEAM_FAILURES.join)}
        </Notice>
      ) : null}
      <BusyButton
        size="lg"
        className="mt-8 w-full max-w-full whitespace-normal sm:w-auto"
        busy={accept.isPending}
        onClick={() => void join()}
      >
        {t('team.join.join', { organisation: preview.organisation })}
      </BusyButton>
      <div className="mt-3">
        <ButtonLink to="/" variant="link">
          {t('team.join.notNow')}
        </ButtonLink>
      </div>
    </>
  );
}

function SignedInJoin({ token }: { token: string }) {
  const t = useT();
  const preview = useInvitationPreview(token);
  useEffect(forgetReturnPath, []);
  if (!token) return <Unusable message={t('team.invitation.closed')} />;
  if (preview.isPending) return <LoadingState label={t('team.join.loading')} className="mt-6" />;
  if (preview.isError) {
    if (isFinal(preview.error))
      return <Unusable message={failureMessage(preview.error, t('team.invitation.closed'))} />;
    return (
      <div className="mt-6 text-start">
        <ErrorState
          title={TEAM_FAILURES.loadInvitation}
          message={failureMessage(preview.error, TEAM_FAILURES.loadInvitation)}
          onRetry={() => void preview.refetch()}
          retrying={preview.isFetching}
        />
      </div>
    );
  }
  return <Invitation token={token} preview={preview.data} />;
}

/**
 * `/team/join?token=` (docs/product.md#organisations): the invitation mail's link. A visitor signs
 * in first and comes back here (lib/auth/return-path); a signed-in user sees who invited them and
 * joins with one press, so a mail scanner opening the link joins nobody.
 */
export function JoinPage() {
  const t = useT();
  const auth = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  switch (auth.status) {
    case 'unknown':
      return <PageSpinner label={t('team.join.checking')} />;
    case 'signedOut':
    case 'unverified':
    case 'firstTime':
      rememberReturnPath(`${location.pathname}${location.search}`);
      return <Navigate to={auth.status === 'firstTime' ? '/complete-profile' : '/login'} replace />;
    case 'signedIn':
      return (
        <Frame title={t('team.join.title')}>
          <SignedInJoin token={token} />
        </Frame>
      );
  }
}
