import { PageMeta } from '../../components/ui/page-meta';

const TITLES: Record<string, string> = {
  users: 'Users',
  cards: 'Cards',
  subscriptions: 'Subscriptions',
};

/** Admin screens arrive in a later issue; the route and its guard exist now. */
export function AdminPlaceholderPage({ section }: { section: string }) {
  const title = TITLES[section] ?? 'Admin';
  return (
    <>
      <PageMeta title={`Admin: ${title}`} noindex />
      <section className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
        <p className="mt-3 text-ink-muted">This admin screen is not available yet.</p>
      </section>
    </>
  );
}
