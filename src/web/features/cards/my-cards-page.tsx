import { IdCard, Plus } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { PageMeta } from '../../components/ui/page-meta';

/** Home for signed-in users; the card list arrives with the cards issue. */
export function MyCardsPage() {
  return (
    <>
      <PageMeta title="My Cards" noindex />
      <section className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">My Cards</h1>
        <div className="mt-8 flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <IdCard aria-hidden="true" className="h-8 w-8" />
          </span>
          <h2 className="mt-5 text-xl font-bold text-ink">No Cards Found</h2>
          <p className="mt-2 max-w-sm text-sm leading-relaxed text-ink-muted">
            Create a digital business card with its own QR code and start sharing it.
          </p>
          <ButtonLink to="/create" size="lg" className="mt-6">
            <Plus aria-hidden="true" className="h-5 w-5" />
            Create Your First Card
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
