import { describe, expect, it } from 'vitest';
import { parseHoursRange } from './json-ld.server';

describe('parseHoursRange', () => {
  it('reads the company record’s opening hours as 24-hour times', () => {
    expect(parseHoursRange('8AM-6PM')).toEqual({ opens: '08:00', closes: '18:00' });
    expect(parseHoursRange('9:30 am – 4:15 pm')).toEqual({ opens: '09:30', closes: '16:15' });
    expect(parseHoursRange('12PM-12AM')).toEqual({ opens: '12:00', closes: '00:00' });
  });

  it('treats anything else as closed', () => {
    expect(parseHoursRange('')).toBeNull();
    expect(parseHoursRange('closed')).toBeNull();
    expect(parseHoursRange('by appointment')).toBeNull();
  });
});
