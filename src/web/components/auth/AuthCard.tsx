import type { ReactNode } from 'react';

/** The frame of the login, register and password pages: a title, a heading and one card. */
export function AuthCard({
  title,
  heading,
  intro,
  wide = false,
  children,
}: {
  title: string;
  heading: string;
  intro?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="bg-stone-50 px-4 py-12 sm:py-16">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <div className={`mx-auto ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
        <h1 className="text-center text-3xl font-bold text-green-900">{heading}</h1>
        {intro && <p className="mt-3 text-center text-stone-700">{intro}</p>}
        <div className="mt-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </div>
  );
}
