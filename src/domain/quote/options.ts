/** The quote builder's option lists and business constants (docs/decisions/0004-product-rules.md). */

export const PROPERTY_TYPES = ['residential', 'commercial', 'hoa'] as const;
export const PROPERTY_SIZES = ['small', 'medium', 'large'] as const;
export const QUOTE_SERVICES = [
  'landscape-design',
  'lawn-maintenance',
  'tree-services',
  'irrigation',
  'hardscaping',
  'seasonal-services',
] as const;
export const TIMELINES = ['immediate', 'soon', 'flexible'] as const;
export const BUDGETS = ['under-5k', '5k-15k', '15k-50k', 'over-50k'] as const;
export const URGENCIES = ['normal', 'urgent'] as const;
/*
 * Step 5's values stay as the API has always taken them; their order puts first what suits gardens
 * of the Pacific Northwest (native plants, natural stone, cedar), described in those terms (quote.options.*).
 */
export const PLANT_PREFERENCES = ['native', 'edible', 'exotic', 'succulents'] as const;
export const STYLE_PREFERENCES = ['traditional', 'modern', 'desert', 'tropical'] as const;
export const MATERIALS = ['natural-stone', 'wood', 'composite', 'concrete'] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type PropertySize = (typeof PROPERTY_SIZES)[number];
export type QuoteService = (typeof QUOTE_SERVICES)[number];
export type Timeline = (typeof TIMELINES)[number];
export type Budget = (typeof BUDGETS)[number];
export type Urgency = (typeof URGENCIES)[number];

/*
 * SPEC.md's prices and multipliers (section 9): the values the price book is seeded with
 * (price-book.ts). Every estimate reads the owner's price book, never these.
 */
export const PROPERTY_MULTIPLIERS: Record<PropertyType, number> = { residential: 1, commercial: 1.3, hoa: 1.2 };
export const SIZE_MULTIPLIERS: Record<PropertySize, number> = { small: 0.8, medium: 1, large: 1.5 };
export const TIMELINE_MULTIPLIERS: Record<Timeline, number> = { immediate: 1.5, soon: 1.2, flexible: 1 };
export const URGENCY_MULTIPLIERS: Record<Urgency, number> = { normal: 1, urgent: 1.3 };

export const SERVICE_BASE_PRICES: Record<QuoteService, number> = {
  'landscape-design': 150,
  'lawn-maintenance': 45,
  'tree-services': 120,
  irrigation: 500,
  hardscaping: 800,
  'seasonal-services': 75,
};

/** Per-sq-ft rates: not used in the starting estimate, only in the API's area range. */
export const SERVICE_SQFT_RATES: Record<QuoteService, number> = {
  'landscape-design': 0.5,
  'lawn-maintenance': 0.15,
  'tree-services': 0.3,
  irrigation: 1.5,
  hardscaping: 12,
  'seasonal-services': 0.25,
};

export const BUDGET_RANGES: Record<Budget, { min: number; max: number }> = {
  'under-5k': { min: 1000, max: 5000 },
  '5k-15k': { min: 5000, max: 15000 },
  '15k-50k': { min: 15000, max: 50000 },
  'over-50k': { min: 50000, max: 100000 },
};

/** The optional approximate area of step 2, in whole square feet (2,000,000 sq ft is about 46 acres). */
export const MIN_AREA_SQFT = 1;
export const MAX_AREA_SQFT = 2_000_000;
/** The area range spans this share below and above the area-based figure. */
export const AREA_RANGE_SPREAD = 0.2;

export const QUOTE_STEPS = 7;
export const MAX_QUOTE_FILES = 10;
export const MAX_QUOTE_FILE_BYTES = 10485760;
export const QUOTE_FILE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;
