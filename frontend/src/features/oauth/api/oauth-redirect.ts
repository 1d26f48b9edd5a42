/** What the service answers a call that continues an authorization: where the browser goes next. */
export interface OAuthRedirect {
  redirect: true;
  url: string;
}

/**
 * Whether the answer sends the browser on. The Better Auth client's redirect plugin (on by default) already set
 * `window.location` to its `url` before the caller sees it, so the page must not navigate again: a second request
 * to the app's redirect URI would present the code twice, and the app would get the loser's `invalid_grant`.
 */
export function isOAuthRedirect(answer: unknown): answer is OAuthRedirect {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'redirect' in answer &&
    answer.redirect === true &&
    'url' in answer &&
    typeof answer.url === 'string'
  );
}
