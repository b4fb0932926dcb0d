/** The parts of an OpenAPI 3.1 document the reference page shows. */
interface Operation {
  tags?: string[];
  'x-access'?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map((p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ', required' : ''})</li>`)
    .join('');
  const body = Object.entries(op.requestBody?.content ?? {})
    .map(([type, c]) => `<details><summary>Request body, ${escape(type)}</summary>${json(c.schema)}</details>`)
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => {
      const schema = Object.values(r.content ?? {})[0]?.schema;
      return `<details><summary>${escape(status)} ${escape(r.description ?? '')}</summary>${schema ? json(schema) : ''}</details>`;
    })
    .join('');
  return `<section class="op" id="${escape(`${method}-${path}`)}">
<h3><span class="method">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code> <span class="access">${escape(op['x-access'] ?? 'public')}</span></h3>
${params ? `<p>Parameters:</p><ul>${params}</ul>` : ''}${body}${responses}
</section>`;
}

/**
 * A reference page of the API, rendered on the server from the OpenAPI document: no scripts, no
 * assets from elsewhere, readable without JavaScript. Operations are grouped by area.
 */
export function renderReferencePage(doc: Document): string {
  const byArea = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, op] of Object.entries(methods)) {
      const area = op.tags?.[0] ?? 'other';
      byArea.set(area, [...(byArea.get(area) ?? []), operationHtml(method, path, op)]);
    }
  }
  const areas = [...byArea.keys()].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(doc.info.title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1c1917}
h1{color:#14532d}h2{border-bottom:2px solid #166534;color:#14532d;margin-top:2.5rem}
.op{border:1px solid #d6d3d1;border-radius:.5rem;margin:1rem 0;padding:.25rem 1rem}
.method{background:#166534;border-radius:.25rem;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.access{background:#f5f5f4;border-radius:.25rem;font-size:.8rem;font-weight:400;padding:.1rem .4rem}
pre{background:#fafaf9;font-size:.8rem;overflow:auto;padding:.5rem}nav a{margin-right:.75rem}
</style></head><body>
<h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1>
<p>${escape(doc.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Areas">${areas.map((a) => `<a href="#${escape(a)}">${escape(a)}</a>`).join(' ')}</nav>
<main>${areas.map((a) => `<h2 id="${escape(a)}">${escape(a)}</h2>${byArea.get(a)!.join('\n')}`).join('\n')}</main>
</body></html>`;
}
