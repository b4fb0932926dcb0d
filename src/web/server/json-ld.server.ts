import type { CompanySettings } from '../../domain/company';
import type { Lang } from '../../domain/languages';
import { hoursGroups, type Weekday } from '../../domain/opening-hours';
import type { Picture } from '../../domain/media';
import type { Service, ServiceCategory } from '../../domain/services';
import { translator } from '../../i18n/translate';

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
    ...credentialsJsonLd(company, lang),
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
