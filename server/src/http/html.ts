import type { IncomingMessage } from 'node:http'

/** What the servers' own small HTML (and SVG) pages share: text escaped for markup, and a posted form read. */

/** Text (and attribute values) safe inside HTML or XML: the five markup characters become numeric entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, char => `&#${char.charCodeAt(0)};`)
}

/** An `application/x-www-form-urlencoded` body, read up to `maxBytes` (a form here is a few fields). */
export async function readForm(req: IncomingMessage, maxBytes = 8192): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of req) {
    text += (chunk as Buffer).toString('utf8')
    if (text.length > maxBytes) break
  }
  return new URLSearchParams(text.slice(0, maxBytes))
}
