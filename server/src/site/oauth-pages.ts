import { isOriginAllowed } from '../../../clients/origins.js'
import { SOCIAL_CALLBACK_TYPE, SOCIAL_LOADING_TYPE } from '../../../frame/social-window.js'

/**
 * The secure site's two OAuth pages (`/oauth/loading`, `/oauth/callback`): constant HTML, one
 * constant script (`/oauth/social.js`) and one constant style sheet (`/oauth/social.css`), under
 * `script-src 'self'; style-src 'self'` (nothing inline); nothing from the query is ever
 * written into the HTML. The server checks the query first (checkLoadingQuery).
 */

export const SOCIAL_STORAGE_KEY = 'w3m-social'

function urlOf(value: string | null): URL | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * Why `/oauth/loading`'s query is refused, or undefined when it is fine. The askers: the allowed sites,
 * and `siteOrigin` (this secure site's own origin, exactly) in popup mode only: the frame's re-sign-in
 * for key export opens the window and hears the callback on this origin.
 */
export function checkLoadingQuery(query: URLSearchParams, allowedOrigins: readonly string[], authorizationOrigins: readonly string[], siteOrigin?: string): string | undefined {
  const origin = query.get('origin') ?? ''
  const mode = query.get('mode')
  // As for frame-ancestors (site.ts), a bare `*` counts for nobody: the sign-in never answers every site.
  const patterns = allowedOrigins.filter(pattern => pattern !== '*')
  const itself = mode === 'popup' && siteOrigin !== undefined && origin === siteOrigin
  if (!itself && (urlOf(origin)?.origin !== origin || !isOriginAllowed(origin, patterns))) return 'This site is not allowed to sign in here'
  if (mode === 'popup') return query.has('return') || query.has('next') ? 'A popup sign-in takes no return or next address' : undefined
  if (mode !== 'redirect') return 'Unknown sign-in mode'
  if (urlOf(query.get('return'))?.origin !== origin) return 'The return address is not on the site'
  const next = urlOf(query.get('next'))
  if (!next || !authorizationOrigins.includes(next.origin)) return 'The sign-in address is not a known provider'
  return undefined
}

function page(title: string, status: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <link rel="stylesheet" href="/oauth/social.css">
    <script src="/oauth/social.js" defer></script>
  </head>
  <body>
    <main><p id="status" role="status">${status}</p></main>
  </body>
</html>
`
}

export const LOADING_PAGE = page('Signing in', 'Loading…')
export const CALLBACK_PAGE = page('Signing in', 'Finishing sign-in…')

export const SOCIAL_STYLE = 'body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0}\n'

/** One script for both pages: the loading page remembers who asked, the callback page answers them. */
export const SOCIAL_SCRIPT = `'use strict';
(() => {
  const KEY = ${JSON.stringify(SOCIAL_STORAGE_KEY)};
  const LOADING = ${JSON.stringify(SOCIAL_LOADING_TYPE)};
  const CALLBACK = ${JSON.stringify(SOCIAL_CALLBACK_TYPE)};
  const status = document.getElementById('status');
  const fail = text => {
    document.title = 'Sign-in problem';
    status.textContent = text;
    status.setAttribute('role', 'alert');
  };
  if (location.pathname === '/oauth/loading') {
    const query = new URLSearchParams(location.search);
    const mode = query.get('mode');
    // The fragment of the return address is dropped: the callback puts its own there.
    const back = mode === 'redirect' ? query.get('return').split('#')[0] : null;
    sessionStorage.setItem(KEY, JSON.stringify({ origin: query.get('origin'), mode, return: back }));
    if (mode === 'redirect') location.replace(query.get('next'));
    // Popup mode: tell the opener the sign-in is remembered; navigating the popup before that would lose it.
    else if (window.opener) window.opener.postMessage({ type: LOADING }, query.get('origin'));
    return;
  }
  let stored = null;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) || 'null');
  } catch {}
  sessionStorage.removeItem(KEY);
  if (!stored || typeof stored.origin !== 'string') return fail('No sign-in was started in this window. Close it and start again from the app.');
  if (stored.mode === 'popup') {
    if (!window.opener) return fail('The app that opened this window is gone. Close this window and start again.');
    // An explicit target origin: only the site that opened the sign-in gets the result.
    window.opener.postMessage({ type: CALLBACK, uri: location.href }, stored.origin);
    window.close();
    return;
  }
  if (stored.mode === 'redirect' && typeof stored.return === 'string') {
    location.replace(stored.return + '#w3m-social-callback=' + encodeURIComponent(location.href));
    return;
  }
  fail('This sign-in cannot finish here. Start again from the app.');
})();
`
