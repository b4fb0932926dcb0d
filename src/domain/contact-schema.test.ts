import { describe, expect, it } from 'vitest';
import { checkContact } from './contact-schema.js';

describe('contact form check', () => {
  it('accepts a complete message and trims it', () => {
    const result = checkContact({
      name: ' Ana ',
      email: ' ana@example.com ',
      phone: '',
      serviceInterest: 'other',
      message: ' Hi ',
      website: '',
    });
    expect(result).toEqual({
      data: { name: 'Ana', email: 'ana@example.com', phone: '', serviceInterest: 'other', message: 'Hi' },
    });
  });

  it('names the first problem of each field as an i18n key', () => {
    expect(checkContact({ name: '', email: 'x@', message: '   ' }).errors).toEqual({
      name: 'contact.errors.nameRequired',
      email: 'contact.errors.emailInvalid',
      message: 'contact.errors.messageRequired',
    });
    expect(checkContact({}).errors).toEqual({
      name: 'contact.errors.nameRequired',
      email: 'contact.errors.emailRequired',
      message: 'contact.errors.messageRequired',
    });
    expect(checkContact({ name: 'A', email: 'a@b.co', message: 'x'.repeat(5001), serviceInterest: 'pools' }).errors).toEqual({
      message: 'contact.errors.tooLong',
      serviceInterest: 'contact.errors.serviceInvalid',
    });
  });
});
