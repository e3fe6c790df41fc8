import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { Notice } from '../../components/ui/notice';
import { PageSpinner } from '../../components/ui/spinner';
import { CARD_MESSAGES, useCardForEdit } from './api';
import { CardForm } from './card-form';

function FormPageLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} noindex />
      <div className="flex-1 bg-slate-50">
        <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">{intro}</p>
          <div className="mt-8">{children}</div>
        </section>
      </div>
    </>
  );
}

/** `/create`: a new card (docs/product.md#screens-card-form). */
export function CreateCardPage() {
  return (
    <FormPageLayout
      title="Create Card"
      intro="Fill in your details; the preview shows the card exactly as people will see it."
    >
      <CardForm mode="create" />
    </FormPageLayout>
  );
}

/** `/update?id=`: edit one of your cards (docs/product.md#screens-card-form). */
export function UpdateCardPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useCardForEdit(id);
  let content: ReactNode;
  if (!id) content = <Notice>{CARD_MESSAGES.missingId}</Notice>;
  else if (query.isPending) content = <PageSpinner label="Loading card…" />;
  else if (query.isError) content = <Notice>{CARD_MESSAGES.loadFailed}</Notice>;
  else content = <CardForm key={query.data.id} mode="update" card={query.data} />;
  return (
    <FormPageLayout
      title="Update Card"
      intro="Change what you like; the preview follows as you type. Nothing changes until you update the card."
    >
      {content}
    </FormPageLayout>
  );
}

/** The route module's component: one module serves both /create and /update. */
export function Component() {
  const { pathname } = useLocation();
  return pathname.startsWith('/update') ? <UpdateCardPage /> : <CreateCardPage />;
}
