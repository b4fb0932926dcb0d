import { z } from 'zod';

/** Opening hours of a day, e.g. '8AM-6PM'; empty means closed. */
const day = z.string().trim().max(60);

/** The company's facts: one record, edited by an admin, used by footer, contact page, JSON-LD and e-mails. */
export const companySettingsSchema = z.object({
  name: z.string().trim().min(1).max(120),
  streetAddress: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  region: z.string().trim().min(1).max(50),
  postalCode: z.string().trim().min(1).max(20),
  phone: z.string().trim().min(1).max(40),
  email: z.email().max(200),
  hours: z.object({ weekdays: day, saturday: day, sunday: day }),
  serviceArea: z.string().trim().min(1).max(200),
  social: z.object({
    facebook: z.union([z.url(), z.literal('')]),
    instagram: z.union([z.url(), z.literal('')]),
    twitter: z.union([z.url(), z.literal('')]),
    linkedin: z.union([z.url(), z.literal('')]),
  }),
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
  hours: { weekdays: '8AM-6PM', saturday: '9AM-4PM', sunday: '' },
  serviceArea: 'Bellevue and the Seattle area',
  social: {
    facebook: 'https://www.facebook.com/evergreenlandscaping',
    instagram: 'https://www.instagram.com/evergreenlandscaping',
    twitter: 'https://x.com/evergreenlandscaping',
    linkedin: 'https://www.linkedin.com/company/evergreenlandscaping',
  },
};

// Formatting helpers live in a zod-free module so pages can use them without shipping zod.
export { companyAddressLine, telHref } from './company-format.js';
