/**
 * Structured logs: one JSON object a line on stdout. Whatever a line says passes through `redact`
 * first, so no code, token, share or full email address reaches a log, whoever wrote the message
 * (the services' own warnings included, through `routeConsole`).
 */

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/** Masks what a log must never hold: emails (first letter and domain stay), 6-digit codes, tokens and long hex (shares, keys, hashes). */
export function redact(text: string): string {
  return text
    .replace(/([^\s@"'<>(),;:]{1})[^\s@"'<>(),;:]*@([^\s@"'<>(),;:]+)/g, '$1***@$2')
    .replace(/(?<![\w-])(0x)?[0-9a-fA-F]{16,}(?![\w-])/g, '[hex]')
    .replace(/(?<![\w-])[A-Za-z0-9_-]{20,}(?![\w-])/g, '[token]')
    .replace(/(?<!\d)\d{6}(?!\d)/g, '[code]')
}

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redact(value)
  if (Array.isArray(value)) return value.map(redactValue)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactValue(inner)]))
  return value
}

export function jsonLogger(write: (line: string) => void = line => void process.stdout.write(line)): Logger {
  const line = (level: string) => (message: string, fields: Record<string, unknown> = {}) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level, message: redact(message), ...(redactValue(fields) as Record<string, unknown>) })}\n`)
  return { info: line('info'), warn: line('warn'), error: line('error') }
}

const say = (args: unknown[]) => args.map(arg => (arg instanceof Error ? arg.message : typeof arg === 'string' ? arg : JSON.stringify(arg) ?? String(arg))).join(' ')

/** Sends console.log/warn/error (the services' own notices) through the logger; returns the undo. */
export function routeConsole(logger: Logger): () => void {
  const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error }
  console.log = console.info = (...args: unknown[]) => logger.info(say(args))
  console.warn = (...args: unknown[]) => logger.warn(say(args))
  console.error = (...args: unknown[]) => logger.error(say(args))
  return () => Object.assign(console, saved)
}
