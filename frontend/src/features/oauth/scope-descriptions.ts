const SCOPE_DESCRIPTIONS: Record<string, string> = {
  openid: 'Know who you are',
  profile: 'Your name and picture',
  email: 'Your e-mail address',
  offline_access: 'Stay signed in to the app',
};

/** A scope in plain words; a scope the service does not define reads as its name. */
export function describeScope(scope: string): string {
  return SCOPE_DESCRIPTIONS[scope] ?? scope;
}

/** `openid` is what the sign-in is for: without it there is nothing to consent to. */
export function isScopeRequired(scope: string): boolean {
  return scope === 'openid';
}
