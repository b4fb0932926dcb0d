/** A row of headline figures ("500+ Projects completed"), announced as a list with a heading for screen readers. */
export function Stats({ title, items, tone = 'light' }: { title: string; items: { value: string; label: string }[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <section aria-label={title}>
      <ul className={`grid gap-6 text-center ${items.length === 3 ? 'grid-cols-3' : 'grid-cols-2 sm:grid-cols-4'}`}>
        {items.map((item) => (
          <li key={item.label} className="flex flex-col">
            <span className={`text-3xl font-bold sm:text-4xl ${dark ? 'text-white' : 'text-green-800'}`}>{item.value}</span>
            <span className={`mt-1 text-sm font-medium ${dark ? 'text-green-50' : 'text-stone-700'}`}>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
