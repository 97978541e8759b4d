/** Just enough MIME (RFC 2045-2047) to read what mailers send: headers, encoded words, multipart, QP and base64 bodies. */

export interface ParsedMail {
  headers: Map<string, string>
  subject: string
  text: string
  html: string
}

interface Part {
  headers: Map<string, string>
  body: Buffer
}

function decoderFor(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset || 'utf-8')
  } catch {
    return new TextDecoder('utf-8')
  }
}

function decodeQuotedPrintable(input: string, inHeader = false): Buffer {
  const text = inHeader ? input.replace(/_/g, ' ') : input.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes)
}

/** Decodes `=?charset?B|Q?...?=` words; whitespace between two encoded words is dropped, as RFC 2047 says. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, encoding: string, data: string) => {
      const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data, true)
      return decoderFor(charset.toLowerCase()).decode(bytes)
    })
}

function splitHeaders(raw: Buffer): Part {
  const text = raw.toString('latin1')
  const match = /\r?\n\r?\n/.exec(text)
  const head = match ? text.slice(0, match.index) : text
  const bodyStart = match ? match.index + match[0].length : text.length
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    // Header bytes are UTF-8 in practice (RFC 6532); latin1 above kept them byte-exact.
    if (!headers.has(name)) headers.set(name, Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8'))
  }
  return { headers, body: raw.subarray(Buffer.byteLength(text.slice(0, bodyStart), 'latin1')) }
}

/** `text/html; charset="utf-8"` → { value: 'text/html', params: { charset: 'utf-8' } } */
function parseHeaderValue(value: string): { value: string; params: Record<string, string> } {
  const [first = '', ...rest] = value.split(';')
  const params: Record<string, string> = {}
  for (const item of rest) {
    const eq = item.indexOf('=')
    if (eq < 0) continue
    params[item.slice(0, eq).trim().toLowerCase()] = item.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1')
  }
  return { value: first.trim().toLowerCase(), params }
}

function decodeBody(part: Part, charset: string): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  let bytes = part.body
  if (encoding === 'base64') bytes = Buffer.from(part.body.toString('latin1').replace(/\s+/g, ''), 'base64')
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(part.body.toString('latin1'))
  // Canonical MIME text uses CRLF; callers get plain newlines.
  return decoderFor(charset).decode(bytes).replace(/\r\n/g, '\n')
}

function collect(part: Part, found: { text?: string; html?: string }): void {
  const type = parseHeaderValue(part.headers.get('content-type') ?? 'text/plain')
  if (type.value.startsWith('multipart/') && type.params.boundary) {
    const delimiter = `--${type.params.boundary}`
    const body = part.body.toString('latin1')
    const sections = body.split(new RegExp(`\\r?\\n?${delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`))
    for (const section of sections.slice(1, -1)) collect(splitHeaders(Buffer.from(section, 'latin1')), found)
    return
  }
  if ((part.headers.get('content-disposition') ?? '').toLowerCase().startsWith('attachment')) return
  const charset = type.params.charset ?? 'utf-8'
  if (type.value === 'text/plain' && found.text === undefined) found.text = decodeBody(part, charset)
  else if (type.value === 'text/html' && found.html === undefined) found.html = decodeBody(part, charset)
}

export function parseMail(raw: Buffer): ParsedMail {
  const root = splitHeaders(raw)
  const found: { text?: string; html?: string } = {}
  collect(root, found)
  return { headers: root.headers, subject: decodeWords(root.headers.get('subject') ?? ''), text: found.text ?? '', html: found.html ?? '' }
}
