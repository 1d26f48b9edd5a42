/** What the service answers a call that continues an authorization: where the browser goes next. */
export interface OAuthRedirect {
  redirect: true;
  url: string;
}

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

/** A full page load: the next stop is the app's redirect URI or a page the service serves. */
export function followOAuthRedirect(answer: OAuthRedirect): void {
  window.location.assign(answer.url);
}
