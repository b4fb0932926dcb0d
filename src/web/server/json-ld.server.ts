import type { CompanySettings } from '../../domain/company';
import type { Lang } from '../../domain/languages';
import { pageUrl } from '../../domain/seo';
import { hoursGroups, type Weekday } from '../../domain/opening-hours';
import type { Picture } from '../../domain/media';
import type { Service, ServiceCategory } from '../../domain/services';
import { translator } from '../../i18n/translate';
import { unitPrice } from '../../domain/price-line';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

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
  const hours = hoursGroups(company.openingHours).map((group) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: group.days.map((day) => DAY_NAMES[day]),
    opens: group.open,
    closes: group.close,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(publicUrl),
    name: company.name,
    url: pageUrl(publicUrl, '/', lang),
    telephone: company.phone,
    email: company.email,
    ...(company.priceRange ? { priceRange: company.priceRange } : {}),
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
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
    ...credentialsJsonLd(company, lang),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: company.name,
      itemListElement: categories
        .map((category) => ({
          '@type': 'OfferCatalog',
          name: category.name,
          itemListElement: services
            .filter((s) => s.category.id === category.id)
            .map((s) => serviceOffer(s, publicUrl, lang, false)),
        }))
        .filter((c) => c.itemListElement.length > 0),
    },
  };
}

/** The contractor licence and the insurance line, as the footer shows them (in the page's language), when the company gave them. */
function credentialsJsonLd(company: CompanySettings, lang: Lang) {
  const { licenseNumber, insurance } = company.credentials;
  const insuranceLine = insurance[lang] || insurance.en;
  const credentials = [
    ...(licenseNumber
      ? [
          {
            '@type': 'EducationalOccupationalCredential',
            credentialCategory: 'license',
            name: translator(lang)('layout.footer.licenseName'),
            identifier: licenseNumber,
          },
        ]
      : []),
    ...(insuranceLine
      ? [{ '@type': 'EducationalOccupationalCredential', credentialCategory: 'insurance', name: insuranceLine }]
      : []),
  ];
  return credentials.length ? { hasCredential: credentials } : {};
}

/** An offer of a service; the catalogue leaves descriptions to each service's own page. */
function serviceOffer(service: Service, publicUrl: string, lang: Lang, withDescription = true) {
  return {
    '@type': 'Offer',
    priceCurrency: 'USD',
    price: unitPrice(service),
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: unitPrice(service),
      priceCurrency: 'USD',
      unitText: service.unit,
    },
    itemOffered: {
      '@type': 'Service',
      name: service.name,
      ...(withDescription ? { description: service.description } : {}),
      url: pageUrl(publicUrl, `/services/${service.slug}`, lang),
    },
  };
}

/** schema.org Service for a detail page, provided by the business above; its url is this language's page. */
export function serviceJsonLd(service: Service, company: CompanySettings, publicUrl: string, lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.category.name,
    url: pageUrl(publicUrl, `/services/${service.slug}`, lang),
    areaServed: company.serviceArea,
    provider: { '@type': 'HomeAndConstructionBusiness', '@id': businessId(publicUrl), name: company.name },
    ...(service.image ? { image: `${publicUrl}${service.image.src}` } : {}),
    offers: serviceOffer(service, publicUrl, lang),
  };
}
