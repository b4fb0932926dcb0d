import { z } from 'zod';

/**
 * The company's figures, licence and insurance: one set of values in the company record, read by
 * the home, services and about pages and the footer, so no two pages can contradict each other
 * (docs/admin-content.md). Kept apart from the other groups of the record to keep it easy to extend.
 */

/** A short figure as shown ("500+", "98%", "24 h"); empty hides it. */
const figure = z.string().trim().max(12);

export const companyFiguresSchema = z.object({
  projects: figure,
  years: figure,
  satisfaction: figure,
  customers: figure,
  teamSize: figure,
  services: figure,
  /** How fast the company answers: a true promise, not '24/7' from a company closed on Sundays. */
  support: figure,
});

export type CompanyFigures = z.infer<typeof companyFiguresSchema>;
export const FIGURE_KEYS = Object.keys(companyFiguresSchema.shape) as (keyof CompanyFigures)[];

/** The insurance line as the footer shows it, per language; Spanish and Portuguese fall back to English. */
const insuranceLine = z.string().trim().max(160);

export const companyCredentialsSchema = z.object({
  /** The contractor licence number (Washington L&I), shown in the footer and the structured data; empty hides it. */
  licenseNumber: z.string().trim().max(40),
  insurance: z.object({ en: insuranceLine, es: insuranceLine, pt: insuranceLine }),
});

export type CompanyCredentials = z.infer<typeof companyCredentialsSchema>;

export const DEFAULT_FIGURES: CompanyFigures = {
  projects: '500+',
  years: '15+',
  satisfaction: '98%',
  customers: '500+',
  teamSize: '50+',
  services: '25+',
  support: '24 h',
};

export const DEFAULT_CREDENTIALS: CompanyCredentials = {
  licenseNumber: '',
  insurance: {
    en: 'Licensed, bonded and insured in Washington State',
    es: 'Con licencia, fianza y seguro en el estado de Washington',
    pt: 'Licenciados, com caução e segurados no estado de Washington',
  },
};
