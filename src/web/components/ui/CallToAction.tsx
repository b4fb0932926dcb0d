import { Link } from 'react-router';

interface CallToActionProps {
  title: string;
  text: string;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
}

/** The closing band of a page: a heading, one sentence and one or two buttons. */
export function CallToAction({ title, text, primary, secondary }: CallToActionProps) {
  return (
    <section className="bg-green-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold">{title}</h2>
        <p className="mt-4 text-lg text-green-50">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to={primary.to} className="rounded-md bg-amber-400 px-6 py-3 font-semibold text-green-950 hover:bg-amber-300">
            {primary.label}
          </Link>
          {secondary && (
            <Link
              to={secondary.to}
              className="rounded-md border border-white px-6 py-3 font-semibold text-white hover:bg-green-800"
            >
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
