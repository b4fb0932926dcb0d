import { type CompanySettings, companyAddressLine } from '../../domain/company.js';

export interface EmailContent {
  lang: string;
  company: CompanySettings;
  heading: string;
  paragraphs: string[];
  /** Label/value rows, e.g. a quote summary. */
  rows?: { label: string; value: string }[];
  action?: { label: string; url: string };
  /** Pictures shown under the rows, each a link to its full size (absolute URLs). */
  images?: { url: string; alt: string }[];
  footer: string;
  /** The uploaded raster logo (readEmailBrand); without it the header shows the company name only. */
  logo?: { url: string; alt: string };
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A paragraph's own line breaks stay ("Best,⏎Alex" is two lines, as the writer typed it). */
const lines = (p: string) => escape(p).replace(/\r?\n/g, '<br>\n');

/** One simple, accessible e-mail layout (HTML and plain text) for every message the site sends. */
export function renderEmail(c: EmailContent): { html: string; text: string } {
  const rows = c.rows ?? [];
  const html = `<!doctype html>
<html lang="${escape(c.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(c.heading)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:#14532d;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">
${c.logo ? `<img src="${escape(c.logo.url)}" alt="${escape(c.logo.alt)}" height="40" style="vertical-align:middle;margin-right:8px;background:#ffffff;border-radius:4px;padding:2px">` : ''}${escape(c.company.name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${escape(c.heading)}</h1>
${c.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;margin:0 0 12px">${lines(p)}</p>`).join('\n')}
${rows.length ? `<table role="presentation" cellpadding="6" cellspacing="0" style="width:100%;border-collapse:collapse;margin:12px 0">${rows.map((r) => `<tr><th scope="row" align="left" style="border-bottom:1px solid #e7e5e4;font-size:14px">${escape(r.label)}</th><td style="border-bottom:1px solid #e7e5e4;font-size:14px">${escape(r.value)}</td></tr>`).join('')}</table>` : ''}
${(c.images ?? []).map((i) => `<p style="margin:0 0 12px"><a href="${escape(i.url)}"><img src="${escape(i.url)}" alt="${escape(i.alt)}" width="260" style="max-width:100%;height:auto;border-radius:6px"></a></p>`).join('\n')}
${c.action ? `<p style="margin:20px 0"><a href="${escape(c.action.url)}" style="background:#166534;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escape(c.action.label)}</a></p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#57534e;border-top:1px solid #e7e5e4">${escape(c.footer)}<br>${escape(c.company.name)} · ${escape(companyAddressLine(c.company))} · ${escape(c.company.phone)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...rows.map((r) => `${r.label}: ${r.value}`),
    ...(c.images?.length ? ['', ...c.images.map((i) => `${i.alt}: ${i.url}`)] : []),
    ...(c.action ? ['', `${c.action.label}: ${c.action.url}`] : []),
    '',
    '--',
    c.footer,
    `${c.company.name} · ${companyAddressLine(c.company)} · ${c.company.phone}`,
  ].join('\n');
  return { html, text };
}
