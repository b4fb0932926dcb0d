import { describe, expect, it } from 'vitest';
import { areaFromText, canLeaveStep, draftToRequest, EMPTY_DRAFT, type QuoteDraft, STEP_FIELDS, stepOfField } from './draft.js';
import {
  contactStep,
  issuesToErrors,
  preferencesStep,
  propertySizeStep,
  propertyTypeStep,
  quoteRequestSchema,
  servicesStep,
  timelineStep,
} from './schema.js';

const draft = (patch: Partial<QuoteDraft>): QuoteDraft => ({ ...EMPTY_DRAFT, ...patch });

describe('quote step gates (docs/decisions/0004-product-rules.md)', () => {
  it('step 1 waits for a property type', () => {
    expect(canLeaveStep(1, draft({}))).toBe(false);
    expect(canLeaveStep(1, draft({ propertyType: 'hoa' }))).toBe(true);
  });

  it('step 2 waits for a size', () => {
    expect(canLeaveStep(2, draft({ propertyType: 'hoa' }))).toBe(false);
    expect(canLeaveStep(2, draft({ propertySize: 'small' }))).toBe(true);
  });

  it('step 3 waits for at least one service', () => {
    expect(canLeaveStep(3, draft({ services: [] }))).toBe(false);
    expect(canLeaveStep(3, draft({ services: ['irrigation'] }))).toBe(true);
  });

  it('step 4 waits for a timeline only; budget and urgency are optional', () => {
    expect(canLeaveStep(4, draft({ budget: '5k-15k', urgency: 'urgent' }))).toBe(false);
    expect(canLeaveStep(4, draft({ timeline: 'soon' }))).toBe(true);
  });

  it('steps 5 and 6 have no gate', () => {
    expect(canLeaveStep(5, draft({}))).toBe(true);
    expect(canLeaveStep(6, draft({}))).toBe(true);
  });

  it('step 7 waits for a name and an e-mail', () => {
    const contact = (name: string, email: string) => draft({ contactInfo: { ...EMPTY_DRAFT.contactInfo, name, email } });
    expect(canLeaveStep(7, contact('', 'a@b.co'))).toBe(false);
    expect(canLeaveStep(7, contact('Ann', ' '))).toBe(false);
    expect(canLeaveStep(7, contact('Ann', 'a@b.co'))).toBe(true);
  });

  it('knows which step a field belongs to', () => {
    expect(stepOfField('propertyType')).toBe(1);
    expect(stepOfField('services.0')).toBe(3);
    expect(stepOfField('budget')).toBe(4);
    expect(stepOfField('materialSelection')).toBe(5);
    expect(stepOfField('files')).toBe(6);
    expect(stepOfField('contactInfo.email')).toBe(7);
  });

  it('names the same fields per step as the step schemas the API checks', () => {
    const schemas = [propertyTypeStep, propertySizeStep, servicesStep, timelineStep, preferencesStep, null, contactStep];
    schemas.forEach((schema, i) => {
      if (schema) expect(Object.keys(schema.shape).sort()).toEqual([...STEP_FIELDS[i]!].sort());
    });
  });

  it('lets each gate pass exactly when the step schema accepts the step', () => {
    const filled = draft({ propertyType: 'hoa', propertySize: 'small', services: ['irrigation'], timeline: 'soon' });
    const gated = [propertyTypeStep, propertySizeStep, servicesStep, timelineStep];
    gated.forEach((schema, i) => {
      expect(canLeaveStep(i + 1, filled)).toBe(schema.safeParse(filled).success);
      expect(canLeaveStep(i + 1, EMPTY_DRAFT)).toBe(schema.safeParse(EMPTY_DRAFT).success);
    });
  });
});

describe('the whole request', () => {
  const valid = {
    propertyType: 'residential',
    propertySize: 'medium',
    services: ['lawn-maintenance'],
    timeline: 'flexible',
    contactInfo: { name: ' Ann Lee ', email: ' ann@example.com ' },
  };

  it('fills defaults, trims text and drops unknown keys such as a client estimate', () => {
    const parsed = quoteRequestSchema.parse({ ...valid, estimate: { totalPrice: 1 } });
    expect(parsed).toEqual({
      ...valid,
      urgency: 'normal',
      plantPreferences: [],
      stylePreferences: [],
      materialSelection: [],
      contactInfo: { name: 'Ann Lee', email: 'ann@example.com' },
      language: 'en',
      items: [],
    });
  });

  it('reports errors as translatable keys', () => {
    const result = quoteRequestSchema.safeParse({
      ...valid,
      services: [],
      contactInfo: { name: '', email: 'nope', phone: 'abc' },
    });
    expect(result.success).toBe(false);
    expect(issuesToErrors(result.error!.issues)).toEqual([
      { path: 'services', msg: 'chooseOne' },
      { path: 'contactInfo.name', msg: 'required' },
      { path: 'contactInfo.email', msg: 'email' },
      { path: 'contactInfo.phone', msg: 'phone' },
    ]);
  });

  it('accepts an empty optional phone', () => {
    expect(quoteRequestSchema.safeParse({ ...valid, contactInfo: { ...valid.contactInfo, phone: '' } }).success).toBe(true);
  });
});

describe('the approximate area', () => {
  it('reads whole square feet with any thousands separator', () => {
    expect(areaFromText('')).toBeUndefined();
    expect(areaFromText('  ')).toBeUndefined();
    expect(areaFromText('5000')).toBe(5000);
    expect(areaFromText('5,000')).toBe(5000);
    expect(areaFromText('5.000')).toBe(5000);
    expect(areaFromText('12 500')).toBe(12500);
    expect(areaFromText('about 5000')).toBeNaN();
  });

  it('is sent as areaSqft and checked by the schema, as is the catalogue service', () => {
    const base = { ...draft({ propertyType: 'hoa', propertySize: 'small', services: ['irrigation'], timeline: 'soon' }) };
    const request = (patch: Partial<QuoteDraft>) =>
      quoteRequestSchema.safeParse({ ...draftToRequest({ ...base, ...patch }), contactInfo: { name: 'A', email: 'a@b.co' } });
    expect(request({ area: '5,000', catalogueService: 'drip-irrigation' }).data).toMatchObject({
      areaSqft: 5000,
      catalogueService: 'drip-irrigation',
    });
    expect(request({ area: '' }).data?.areaSqft).toBeUndefined();
    expect(request({ area: 'lots' }).error?.issues[0]).toMatchObject({ path: ['areaSqft'], message: 'area' });
    expect(request({ catalogueService: 'Drip Irrigation!' }).error?.issues[0]).toMatchObject({
      path: ['catalogueService'],
      message: 'invalid',
    });
    expect(stepOfField('areaSqft')).toBe(2);
    expect(stepOfField('catalogueService')).toBe(3);
  });
});
