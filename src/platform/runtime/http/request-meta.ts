import type { IncomingMessage as Request } from 'node:http';
import { AppConfig } from '../../config/app-config';
import { clientIpOf } from './request-client-ip';

const MAX_USER_AGENT_LENGTH = 512;

/** Where a request came from, as sessions and audit events record it. */
export interface RequestMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

/** The client address and user agent of a request (the agent cut to 512 characters, empty when not sent). */
export function readRequestMeta(req: Request, config: AppConfig): RequestMeta {
  const ipAddress = config.advanced.disableIpTracking ? null : clientIpOf(req, config);
  const userAgent = (req.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT_LENGTH);
  return { ipAddress, userAgent };
}
