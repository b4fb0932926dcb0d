import type { CompanySettings } from '../../domain/company';
import type { Lang } from '../../domain/languages';
import type { Picture } from '../../domain/media';
import type { Service, ServiceCategory } from '../../domain/services';

const DAYS = {
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  saturday: ['Saturday'],
  sunday: ['Sunday'],
} as const;

/** "8AM-6PM" or "8:30 am - 5 pm" → 24-hour times; null when the text is not a time range (closed). */
export function parseHoursRange(text: string): { opens: string; closes: string } | null {
  const match = text.trim().match(/^(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i);
  if (!match) return null;
  const time = (h: string, m: string | undefined, half: string) => {
    const hour = (Number(h) % 12) + (half.toLowerCase() === 'pm' ? 12 : 0);
    return `${String(hour).padStart(2, '0')}:${m ?? '00'}`;
  };
  return { opens: time(match[1], match[2], match[3]), closes: time(match[4], match[5], match[6]) };
}

export const businessId = (publicUrl: string) => `${publicUrl}/#business`;

/** schema.org HomeAndConstructionBusiness for the company, with an offer catalogue of its services. */
export function businessJsonLd(input: {
  company: CompanySettings;
  publicUrl: string;
  lang: Lang;
  categories: ServiceCategory[];
  services: Service[];
  image: Picture | null;
}) {
  const { company, publicUrl, lang, categories, services, image } = input;
  const hours = (Object.keys(DAYS) as (keyof typeof DAYS)[]).flatMap((day) => {
    const range = parseHoursRange(company.hours[day]);
    return range ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS[day], ...range }] : [];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(publicUrl),
    name: company.name,
    url: `${publicUrl}/`,
    telephone: company.phone,
    email: company.email,
    inLanguage: lang,
    ...(image ? { image: `${publicUrl}${image.src}` } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.streetAddress,
      addressLocality: company.city,
      addressRegion: company.region,
      postalCode: company.postalCode,
      addressCountry: 'US',
    },
    openingHoursSpecification: hours,
    areaServed: company.serviceArea,
    sameAs: Object.values(company.social).filter(Boolean),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: company.name,
      itemListElement: categories
        .map((category) => ({
          '@type': 'OfferCatalog',
          name: category.name,
          itemListElement: services.filter((s) => s.category.id === category.id).map((s) => serviceOffer(s, publicUrl, false)),
        }))
        .filter((c) => c.itemListElement.length > 0),
    },
  };
}

/** An offer of a service; the catalogue leaves descriptions to each service's own page. */
function serviceOffer(service: Service, publicUrl: string, withDescription = true) {
  return {
    '@type': 'Offer',
    priceCurrency: 'USD',
    price: service.basePrice,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: service.basePrice,
      priceCurrency: 'USD',
      unitText: service.unit,
    },
    itemOffered: {
      '@type': 'Service',
      name: service.name,
      ...(withDescription ? { description: service.description } : {}),
      url: `${publicUrl}/services/${service.slug}`,
    },
  };
}

/** schema.org Service for a detail page, provided by the business above. */
export function serviceJsonLd(service: Service, company: CompanySettings, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.category.name,
    url: `${publicUrl}/services/${service.slug}`,
    areaServed: company.serviceArea,
    provider: { '@type': 'HomeAndConstructionBusiness', '@id': businessId(publicUrl), name: company.name },
    ...(service.image ? { image: `${publicUrl}${service.image.src}` } : {}),
    offers: serviceOffer(service, publicUrl),
  };
}
