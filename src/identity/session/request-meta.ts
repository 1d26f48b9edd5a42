import { Injectable } from '@nestjs/common';
import type { IncomingMessage as Request } from 'node:http';
import { RequestMeta, readRequestMeta } from '../../platform/runtime/http/request-meta';
import { AppConfig } from '../../platform/config/app-config';

/** The client address and user agent recorded on a new session. */
@Injectable()
export class RequestMetaReader {
  constructor(private readonly config: AppConfig) {}

  read(req: Request): RequestMeta {
    return readRequestMeta(req, this.config);
  }
}
