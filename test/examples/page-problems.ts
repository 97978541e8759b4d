import type { Page } from '@playwright/test'

/**
 * What went wrong on a page, from its first script on, as `kind: text` lines: console warnings and
 * errors (React, Vue and Svelte report hydration mismatches there), uncaught page errors, and HTTP
 * answers of 400 and over. A spec asserts the list is empty, or filters it.
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', message => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', error => problems.push(`pageerror: ${error.message}`))
  page.on('response', response => {
    if (response.status() >= 400) problems.push(`http: ${response.status()} ${response.url()}`)
  })
  return problems
}
