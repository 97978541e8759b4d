import nodemailer, { type Transporter } from 'nodemailer'

/**
 * The auth service's SMTP client. A real server is configured by URL: `smtp://user:pass@host:port`
 * (STARTTLS when the server offers it) or `smtps://user:pass@host:465` (TLS from the first byte);
 * nodemailer reads the URL itself, query options included (e.g. `?tls.servername=…`). Without a URL:
 * plain SMTP to host:port, no TLS (the devnet's mail sink on loopback).
 */
export function createMailer(options: { smtpUrl?: string; smtpHost?: string; smtpPort?: number }): Transporter {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl)
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('The SMTP URL must start with smtp:// or smtps://')
    return nodemailer.createTransport(options.smtpUrl)
  }
  if (options.smtpPort === undefined) throw new Error('Configure SMTP: smtpUrl, or smtpPort (and smtpHost) for a local sink')
  return nodemailer.createTransport({ host: options.smtpHost ?? '127.0.0.1', port: options.smtpPort, secure: false, ignoreTLS: true })
}
