import { docs as text } from '../../src/domain/messages/docs';
import type { OpenApiDocument, OpenApiOperation } from '../plugins/openapi';

// The browsable page of the OpenAPI document: plain HTML made on the server, one folding section per
// route. No script at all, so the app's Content-Security-Policy (script-src 'self', no outside host)
// holds unchanged; its one <style> is allowed by style-src 'unsafe-inline', which emotion needs anyway.

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const json = (value: unknown) => `<pre dir="ltr">${escape(JSON.stringify(value, null, 2))}</pre>`;

function accessText(access: string): string {
  if (access === 'public') return text.public;
  if (access === 'signed-in') return text.signedIn;
  return access;
}

function section(title: string, body: string): string {
  return `<h4>${escape(title)}</h4>${body}`;
}

function operationHtml(method: string, path: string, operation: OpenApiOperation): string {
  const parts: string[] = [];
  const path_ = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  if (path_.length) parts.push(section(text.params, json(Object.fromEntries(path_.map((p) => [p.name, p.schema])))));
  if (query.length) parts.push(section(text.query, json(Object.fromEntries(query.map((p) => [p.name, p.schema])))));
  const body = operation.requestBody?.content;
  if (body?.['application/json']) parts.push(section(text.body, json(body['application/json'].schema)));
  else if (body?.['multipart/form-data']) parts.push(section(text.upload, json(body['multipart/form-data'].schema)));
  for (const [status, response] of Object.entries(operation.responses)) {
    const [type, content] = Object.entries(response.content ?? {})[0] ?? ['', { schema: {} }];
    const title = status.endsWith('xx')
      ? `${text.errorReply} ${status}`
      : `${type === 'application/json' ? text.reply : text.file} ${status}${operation['x-loose-reply'] ? ` (${text.looseReply})` : ''}`;
    parts.push(
      section(
        title,
        type === 'application/json'
          ? json(content.schema)
          : `<p dir="ltr">${escape(Object.keys(response.content ?? {}).join(', '))}</p>`,
      ),
    );
  }
  return `<details id="${escape(operation.operationId)}"><summary><code dir="ltr">${escape(method.toUpperCase())} ${escape(path)}</code> <span>${escape(
    text.access,
  )}: ${escape(accessText(operation['x-access']))}</span></summary>${parts.join('')}</details>`;
}

export function docsPage(document: OpenApiDocument, jsonUrl: string): string {
  const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => operationHtml(method, path, operation)),
  );
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(text.title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; padding-block: 1rem; padding-inline: 1.5rem; line-height: 1.5; }
details { border: 1px solid #ccc; border-radius: 6px; margin-block: 0.5rem; padding-block: 0.25rem; padding-inline: 0.75rem; }
summary { cursor: pointer; }
summary span { color: #555; margin-inline-start: 1rem; }
pre { background: #f6f6f6; padding: 0.5rem; overflow-x: auto; font-size: 0.85rem; text-align: left; }
h4 { margin-block: 0.75rem 0.25rem; }
</style>
</head>
<body>
<h1>${escape(text.title)}</h1>
<p>${escape(text.description)}</p>
<p><a href="${escape(jsonUrl)}">${escape(text.openApiLink)}</a></p>
<h2>${escape(text.routes)} (${routes.length})</h2>
${routes.join('\n')}
</body>
</html>
`;
}
