import { describe, expect, it } from 'vitest';
import { noteParagraphs } from './pdf.js';

describe("a proposal PDF's note", () => {
  it('keeps the line breaks the admin typed, once each: a textarea’s CRLF is one break, not two', () => {
    expect(noteParagraphs('Includes haul-away.\r\nBest,\r\nAlex')).toEqual(['Includes haul-away.\nBest,\nAlex']);
    expect(noteParagraphs('First part.\r\n\r\n\r\nSecond part.  \nend')).toEqual(['First part.', 'Second part.\nend']);
    expect(noteParagraphs('  \r\n ')).toEqual([]);
  });
});
