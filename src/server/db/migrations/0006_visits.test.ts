import { describe, expect, it } from 'vitest';
import { parseHoursText } from './0006_visits.js';

describe('the free-text hours of the company record, as hours per day', () => {
  it('reads the hours people typed as 24-hour times', () => {
    expect(parseHoursText('8AM-6PM')).toEqual({ open: '08:00', close: '18:00' });
    expect(parseHoursText('9:30 am – 4:15 pm')).toEqual({ open: '09:30', close: '16:15' });
  });

  it('treats anything else as closed', () => {
    for (const text of ['', 'closed', 'by appointment', '6PM-8AM']) expect(parseHoursText(text)).toBeNull();
  });
});
