import { Injectable } from '@nestjs/common';
import type { IncomingMessage as Request } from 'node:http';
import { clientIpOf } from '../common/http/request-client-ip';
import { AppConfig } from '../config/app-config';
import { RequestMeta } from './session.types';

const MAX_USER_AGENT_LENGTH = 512;

/** The client address and user agent of a request (the agent cut to 512 characters, empty when not sent). */
export function readRequestMeta(req: Request, config: AppConfig): RequestMeta {
  const ipAddress = config.advanced.disableIpTracking ? null : clientIpOf(req, config);
  const userAgent = (req.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT_LENGTH);
  return { ipAddress, userAgent };
}

/** The client address and user agent recorded on a new session. */
@Injectable()
export class RequestMetaReader {
  constructor(private readonly config: AppConfig) {}

  read(req: Request): RequestMeta {
    return readRequestMeta(req, this.config);
  }
}
