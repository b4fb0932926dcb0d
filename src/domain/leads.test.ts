import { describe, expect, it } from 'vitest';
import { cityOf } from './leads.js';

describe('the city of a lead', () => {
  it.each([
    ['48 Lakeview Drive, Bellevue, WA', 'Bellevue'],
    ['1200 Garden Way, Bellevue, WA 98004', 'Bellevue'],
    ['9 Cedar Lane, Seattle, WA 98101, USA', 'Seattle'],
    ['77 Pine St, Kirkland WA 98033', 'Kirkland'],
    ['5 Elm Rd\nRedmond, WA', 'Redmond'],
    ['12 Fern Court, Mercer Island', 'Mercer Island'],
  ])('%s → %s', (address, city) => {
    expect(cityOf(address)).toBe(city);
  });

  it.each([null, '', 'Bellevue', '48 Lakeview Drive'])('finds none in %j', (address) => {
    expect(cityOf(address)).toBeNull();
  });
});
