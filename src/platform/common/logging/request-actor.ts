/**
 * Who a request acted as, for its log line, when a session on the request does not say: the owner of
 * the API key it used (a user or an organization) and the key's id. Never the key itself.
 */
export interface RequestActor {
  userId?: string;
  organizationId?: string;
  apiKeyId?: string;
}

const ACTORS = new WeakMap<object, RequestActor>();

export function noteRequestActor(req: object, actor: RequestActor): void {
  ACTORS.set(req, { ...ACTORS.get(req), ...actor });
}

export function requestActorOf(req: object): RequestActor | undefined {
  return ACTORS.get(req);
}
