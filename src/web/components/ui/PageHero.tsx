import type { ReactNode } from 'react';

/** The green title band at the top of an inner page. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-green-900 to-green-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h1 className="max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-green-50">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
