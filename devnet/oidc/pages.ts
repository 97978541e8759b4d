import { escapeHtml } from '../../server/src/http/html.js'

/** The devnet OIDC provider's own pages: plain HTML forms, every variable part escaped. */

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input{display:block;width:100%;min-height:2.25rem;font:inherit}button{min-height:2.5rem;padding:0 1rem;margin-right:.5rem;font:inherit}[role=alert]{color:#b00020}'

function document(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}

export function loginPage(uid: string, clientId: string, error = '', login = ''): string {
  return document(
    'Sign in to the devnet provider',
    `<h1>Sign in</h1><p>to continue to ${escapeHtml(clientId)} (devnet)</p>${error ? `<p role="alert" id="login-error">${escapeHtml(error)}</p>` : ''}` +
      `<form method="post" action="/interaction/${escapeHtml(uid)}/login">` +
      `<label>Login <input name="login" id="login" autocomplete="username" required value="${escapeHtml(login)}"${error ? ' aria-describedby="login-error"' : ''}></label>` +
      `<label>Password <input name="password" id="password" type="password" autocomplete="current-password" required></label>` +
      `<button type="submit" id="sign-in">Sign in</button></form>`
  )
}

export function consentPage(uid: string, clientId: string, scope: string): string {
  const wanted = scope.split(' ').filter(Boolean).map(item => `<li>${escapeHtml(item)}</li>`).join('')
  return document(
    'Allow access',
    `<h1>Allow access?</h1><p>${escapeHtml(clientId)} (devnet) asks for:</p><ul>${wanted}</ul>` +
      `<form method="post" action="/interaction/${escapeHtml(uid)}/consent">` +
      `<button type="submit" name="decision" value="allow" id="allow">Allow</button>` +
      `<button type="submit" name="decision" value="deny" id="deny">Deny</button></form>`
  )
}

export function errorPage(message: string): string {
  return document('Sign-in problem', `<h1>Sign-in problem</h1><p role="alert">${escapeHtml(message)}</p>`)
}
