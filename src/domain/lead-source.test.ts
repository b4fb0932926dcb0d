import { describe, expect, it } from 'vitest';
import { cleanLeadSource, isExternalReferrer, readLeadSource, sourceChannel, sourceOfVisit } from './lead-source.js';

describe('lead sources', () => {
  it('notes the start of a visit: its path, the other site and the campaign', () => {
    const url = new URL('https://www.evergreen.example/services/patio-installation?utm_source=flyer&utm_campaign=fall&x=1');
    expect(sourceOfVisit(url, 'https://www.bing.com/search?q=patio')).toEqual({
      landing: '/services/patio-installation',
      referrer: 'https://www.bing.com/search',
      utm_source: 'flyer',
      utm_campaign: 'fall',
    });
    expect(sourceOfVisit(new URL('https://www.evergreen.example/'), null)).toEqual({ landing: '/' });
  });

  it('tells another site from this one', () => {
    expect(isExternalReferrer('https://www.google.com/', 'https://www.evergreen.example')).toBe(true);
    expect(isExternalReferrer('https://www.evergreen.example/about', 'http://www.evergreen.example')).toBe(false);
    expect(isExternalReferrer('', 'https://www.evergreen.example')).toBe(false);
    expect(isExternalReferrer('not an address', 'https://www.evergreen.example')).toBe(false);
  });

  it('keeps only what a source may hold, cut to length, and never throws', () => {
    expect(
      cleanLeadSource({
        landing: '//evil.example/path',
        referrer: 'javascript:alert(1)',
        utm_source: ` ${'s'.repeat(300)} `,
        utm_medium: ['email'],
        utm_term: '\u0007bell',
        other: 'dropped',
      }),
    ).toEqual({ utm_source: 's'.repeat(200), utm_term: 'bell' });
    expect(cleanLeadSource({ landing: `/${'a'.repeat(400)}` }).landing).toHaveLength(300);
    for (const raw of [null, undefined, 'x', 3, ['/'], {}]) expect(cleanLeadSource(raw)).toEqual({});
    expect(readLeadSource('{"landing":"/contact"}')).toEqual({ landing: '/contact' });
    expect(readLeadSource('{not json')).toEqual({});
  });

  it('never keeps a working link: no query, and no token of a proposal, visit or invoice address', () => {
    const token = 'Zx9-abcdefghijklmnopqrstuvwxyz0123456789ABC';
    expect(cleanLeadSource({ landing: `/proposals/${token}?lang=es` })).toEqual({ landing: '/proposals/[redacted]' });
    expect(cleanLeadSource({ landing: `/%70roposals/${token}/` })).toEqual({ landing: '/proposals/[redacted]' });
    expect(cleanLeadSource({ landing: `/VISITS/${token}` })).toEqual({ landing: '/visits/[redacted]' });
    expect(cleanLeadSource({ landing: `/reset-password?token=${token}` })).toEqual({ landing: '/reset-password' });
    expect(cleanLeadSource({ referrer: `https://webmail.example/visits/${token}?x=1` })).toEqual({
      referrer: 'https://webmail.example/visits/[redacted]',
    });
    const visit = sourceOfVisit(new URL(`https://www.evergreen.example/proposals/${token}?utm_source=mail`), null);
    expect(visit).toEqual({ landing: '/proposals/[redacted]', utm_source: 'mail' });
  });

  it('groups a lead by its campaign, else the referring site, else as direct', () => {
    expect(sourceChannel({ utm_source: 'Newsletter', source_referrer: 'https://www.google.com/' })).toEqual({
      channel: 'campaign',
      name: 'newsletter',
    });
    expect(sourceChannel({ source_referrer: 'https://www.google.com/search' })).toEqual({
      channel: 'referral',
      name: 'google.com',
    });
    expect(sourceChannel({ source_referrer: 'garbage' })).toEqual({ channel: 'direct', name: '' });
    expect(sourceChannel({})).toEqual({ channel: 'direct', name: '' });
  });
});
