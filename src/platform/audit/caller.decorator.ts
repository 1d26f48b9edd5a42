import { ExecutionContext, Injectable, PipeTransform, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { AuditCaller, AuditCallers } from './audit-caller';

/** Turns the request into the caller an audit event names. */
@Injectable()
class AuditCallerPipe implements PipeTransform<Request, AuditCaller> {
  constructor(private readonly callers: AuditCallers) {}

  transform(req: Request): AuditCaller {
    return this.callers.of(req);
  }
}

const HandledRequest = createParamDecorator((_data: unknown, ctx: ExecutionContext): Request =>
  ctx.switchToHttp().getRequest<Request>(),
);

/** The request's caller, for the audited service method the handler passes it to. */
export const Caller = (): ParameterDecorator => HandledRequest(AuditCallerPipe);
