import { PageMeta } from '../../components/ui/page-meta';

/** `/signature?id=`: the card as an e-mail signature; a placeholder until its feature lands. */
export function SignaturePage() {
  return (
    <>
      <PageMeta title="E-mail signature" noindex />
      <div className="flex-1 bg-slate-50">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">E-mail signature</h1>
        </div>
      </div>
    </>
  );
}
