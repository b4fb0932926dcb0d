/**
 * Structured data for search engines. A data block is never executed, so the CSP does not apply
 * to it; '<' is escaped so no text can close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
