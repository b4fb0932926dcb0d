import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../domain/company.js';
import { renderEmail } from './layout.js';

describe('the e-mail layout', () => {
  const mail = renderEmail({
    lang: 'en',
    company: DEFAULT_COMPANY,
    heading: 'Your patio project',
    paragraphs: ['Hi Emily,', 'Carlos will see you on Wednesday.', 'Best,\nAlex'],
    rows: [
      { label: 'Reference', value: 'Q-123' },
      { label: 'When', value: 'Wednesday at 11' },
    ],
    footer: 'You contacted us.',
  });
  const doc = new JSDOM(mail.html).window.document;

  it('keeps the line breaks the writer typed inside a paragraph, in HTML and in text', () => {
    const signature = [...doc.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Best,'))!;
    expect(signature.innerHTML).toBe('Best,<br>\nAlex');
    expect(mail.text).toContain('Best,\nAlex');
  });

  it('gives every row header its scope, so a screen reader reads each value with its label', () => {
    const headers = [...doc.querySelectorAll('th')];
    expect(headers.map((th) => th.textContent)).toEqual(['Reference', 'When']);
    for (const th of headers) expect(th.getAttribute('scope')).toBe('row');
  });
});
