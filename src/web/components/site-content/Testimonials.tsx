import { useTranslation } from '../../i18n';
import { useSite } from '../../use-site';

export interface TestimonialCard {
  id: string;
  quote: string;
  name: string;
  place: string;
  rating: number;
  source: string;
  link: string;
}

/** The customers' words with their rating and where they wrote them; nothing at all when the list is empty. */
/** One star each, filled up to the rating. */
const STARS = [1, 2, 3, 4, 5];

export function Testimonials({ items }: { items: TestimonialCard[] }) {
  const { t } = useTranslation();
  const { company } = useSite();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="testimonials">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="testimonials" className="text-center text-3xl font-bold text-green-900 sm:text-4xl">
          {t('home.testimonials.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-stone-700">{t('home.testimonials.subtitle')}</p>
        <ul className={`mt-12 grid gap-6 ${items.length > 1 ? 'lg:grid-cols-3' : 'mx-auto max-w-2xl'}`}>
          {items.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col rounded-xl bg-green-50 p-6">
                <p className="text-amber-700" role="img" aria-label={t('home.testimonials.rating', { rating: item.rating })}>
                  {STARS.map((star) => (
                    <span key={star} className={star <= item.rating ? 'star' : 'star text-stone-400'} />
                  ))}
                </p>
                <blockquote className="mt-3 flex-1 text-stone-800">“{item.quote}”</blockquote>
                <figcaption className="mt-4">
                  <span className="font-semibold text-green-900">{item.name}</span>
                  {item.place && <span className="text-stone-700">, {item.place}</span>}
                  <Source source={item.source} link={item.link} />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {company.reviewUrl && (
          <p className="mt-8 text-center">
            <a
              href={company.reviewUrl}
              rel="noopener noreferrer"
              className="font-semibold text-green-800 underline underline-offset-4 hover:text-green-900"
            >
              {t('home.testimonials.allReviews')}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

/** "Review on Google", a link to the review when the owner gave one. */
function Source({ source, link }: { source: string; link: string }) {
  const { t } = useTranslation();
  if (!source && !link) return null;
  const label = source ? t('home.testimonials.source', { source }) : t('home.testimonials.readReview');
  return (
    <span className="mt-1 block text-sm text-stone-700">
      {link ? (
        <a href={link} rel="noopener noreferrer nofollow" className="font-medium text-green-800 underline hover:text-green-900">
          {label}
        </a>
      ) : (
        label
      )}
    </span>
  );
}
