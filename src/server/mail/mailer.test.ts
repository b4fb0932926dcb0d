import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../domain/company.js';
import { readOutbox, startSmtpServer } from '../../../tests/helpers/mail.js';
import { renderEmail } from './layout.js';
import { createMailer } from './mailer.js';

const content = renderEmail({
  lang: 'en',
  company: DEFAULT_COMPANY,
  heading: 'Thanks <for> asking',
  paragraphs: ['We will reply within 24 hours.'],
  rows: [{ label: 'Reference', value: 'Q-123' }],
  action: { label: 'Open', url: 'https://example.com/x' },
  footer: 'You asked for a quote.',
});

describe('mailer', () => {
  it('writes to the outbox without SMTP_URL, leaving no temporary file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mail-'));
    const mailer = createMailer({ from: 'Site <a@b.example>', outboxDir: path.join(dir, 'outbox') });
    await mailer.send({ to: 'c@d.example', subject: 'Hello', ...content });
    const [mail] = readOutbox(dir);
    expect(mail).toMatchObject({ to: 'c@d.example', subject: 'Hello' });
    expect(mail.text).toContain('Reference: Q-123');
    expect(mail.html).toContain('Thanks &lt;for&gt; asking');
    expect(readdirSync(path.join(dir, 'outbox')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(readdirSync(path.join(dir, 'outbox')).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
  });

  it('sends over SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, from: 'Site <a@b.example>', outboxDir: '/nonexistent' });
      await mailer.send({ to: 'c@d.example', subject: 'Over SMTP', ...content });
      mailer.close();
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0].to).toEqual(['c@d.example']);
      expect(smtp.messages[0].raw).toContain('Subject: Over SMTP');
    } finally {
      await smtp.close();
    }
  });
});
