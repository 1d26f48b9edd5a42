import { Injectable } from '@nestjs/common';
import type { IncomingMessage as Request } from 'node:http';
import { getClientIp } from '../common/http/client-ip';
import { AppConfig } from '../config/app-config';
import { RequestMeta } from './session.types';

const MAX_USER_AGENT_LENGTH = 512;

/** The client address and user agent of a request (the agent cut to 512 characters, empty when not sent). */
export function readRequestMeta(req: Request, config: AppConfig): RequestMeta {
  const ipAddress = getClientIp(req, {
    headers: config.advanced.ipAddressHeaders,
    disableIpTracking: config.advanced.disableIpTracking,
  });
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
