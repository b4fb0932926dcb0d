import { z } from 'zod';
import { companyCredentialsSchema, companyFiguresSchema, DEFAULT_CREDENTIALS, DEFAULT_FIGURES } from './company-figures.js';
import { DEFAULT_OPENING_HOURS, WEEKDAYS, type Weekday } from './opening-hours.js';
import { COMPANY_TIME_ZONE } from './format.js';
import { isValidTimeZone, minutesOf } from './visits/time-zone.js';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'content.settings.fieldTime');
/** A day's hours, open before close; null when closed. */
const day = z
  .object({ open: time, close: time })
  .refine((h) => minutesOf(h.open) < minutesOf(h.close), { message: 'content.settings.fieldHoursOrder', path: ['close'] })
  .nullable();
/** The bounds of the visit settings (the settings form says them in its messages). */
export const VISIT_LIMITS = {
  lengthMinutes: [15, 480],
  noticeHours: [0, 720],
  horizonDays: [1, 365],
  arrivalWindowMinutes: [0, 240],
} as const;
const whole = ([min, max]: readonly [number, number]) => z.number().int('content.settings.fieldWhole').min(min).max(max);

/**
 * A link the site publishes (footer, JSON-LD): an http(s) address or empty. A bare z.url() would
 * also take javascript:, data: or vbscript: addresses.
 */
const webLink = z.union([
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: 'content.settings.fieldUrl' }).max(500),
  z.literal(''),
]);

/** The company's facts: one record, edited by an admin, used by footer, contact page, JSON-LD and e-mails. */
export const companySettingsSchema = z.object({
  name: z.string().trim().min(1).max(120),
  streetAddress: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  region: z.string().trim().min(1).max(50),
  postalCode: z.string().trim().min(1).max(20),
  phone: z.string().trim().min(1).max(40),
  email: z.email().max(200),
  /** Structured hours: the pages, search results and the visit calendar all read these. */
  openingHours: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Record<Weekday, typeof day>),
  /** IANA zone of the opening hours and of every visit time. */
  timeZone: z.string().refine(isValidTimeZone, 'content.settings.fieldTimeZone'),
  /**
   * Site visits (docs/visits.md): length in minutes, minimum notice in hours, horizon in days; and
   * the crew's arrival window (docs/jobs.md): a client is told 'between 9:00 and 10:00' for a job
   * visit at 9:00 with 60 minutes (0 says 'at 9:00').
   */
  visits: z.object({
    lengthMinutes: whole(VISIT_LIMITS.lengthMinutes),
    noticeHours: whole(VISIT_LIMITS.noticeHours),
    horizonDays: whole(VISIT_LIMITS.horizonDays),
    arrivalWindowMinutes: whole(VISIT_LIMITS.arrivalWindowMinutes),
  }),
  serviceArea: z.string().trim().min(1).max(200),
  /** Where the business is, for search results (schema.org geo), in decimal degrees. */
  geo: z.object({
    latitude: z
      .number('content.settings.fieldLatitude')
      .min(-90, 'content.settings.fieldLatitude')
      .max(90, 'content.settings.fieldLatitude'),
    longitude: z
      .number('content.settings.fieldLongitude')
      .min(-180, 'content.settings.fieldLongitude')
      .max(180, 'content.settings.fieldLongitude'),
  }),
  /** How dear the company is, for search results (schema.org priceRange): '$$' or '$150–$50,000'; empty leaves it out. */
  priceRange: z.string().trim().max(100, 'content.settings.fieldTooLong'),
  social: z.object({
    facebook: webLink,
    instagram: webLink,
    twitter: webLink,
    linkedin: webLink,
  }),
  /** Where customers read and leave reviews (a Google or Yelp page): linked under the testimonials; empty hides it. */
  reviewUrl: webLink,
  /** Sales tax on proposals, in percent (10.25 means 10.25 %), at most two decimals; 0 = no tax line. */
  taxRatePercent: z
    .number()
    .min(0)
    .max(100)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most two decimals'),
  // Figures, licence and insurance (company-figures.ts).
  figures: companyFiguresSchema,
  credentials: companyCredentialsSchema,
});

export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const DEFAULT_COMPANY: CompanySettings = {
  name: 'Evergreen Landscaping',
  streetAddress: '1200 Garden Way',
  city: 'Bellevue',
  region: 'WA',
  postalCode: '98004',
  phone: '(425) 555-0142',
  email: 'hello@evergreen-landscaping.example',
  openingHours: DEFAULT_OPENING_HOURS,
  timeZone: COMPANY_TIME_ZONE,
  visits: { lengthMinutes: 60, noticeHours: 24, horizonDays: 30, arrivalWindowMinutes: 60 },
  serviceArea: 'Bellevue and the Seattle area',
  // Bellevue, WA 98004.
  geo: { latitude: 47.6101, longitude: -122.2015 },
  priceRange: '$$',
  social: {
    facebook: 'https://www.facebook.com/evergreenlandscaping',
    instagram: 'https://www.instagram.com/evergreenlandscaping',
    twitter: 'https://x.com/evergreenlandscaping',
    linkedin: 'https://www.linkedin.com/company/evergreenlandscaping',
  },
  reviewUrl: '',
  taxRatePercent: 0,
  figures: DEFAULT_FIGURES,
  credentials: DEFAULT_CREDENTIALS,
};

// Formatting helpers live in a zod-free module so pages can use them without shipping zod.
export { companyAddressLine, telHref } from './company-format.js';
