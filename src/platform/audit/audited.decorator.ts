import type { AuditCaller } from './audit-caller';
import type { AuditService } from './audit.service';
import { AuditAction } from './audit-actions';
import { AuditDetails } from './audit.types';

/**
 * Records each call of the service method as an audit event: `success`, or the catalogue code it
 * failed with. The method's first parameter is the `AuditCaller` the event names; `describe` names
 * the target from the arguments after it (and, on success, the result). The class must expose its
 * `AuditService` as `audit`; the record is written after the method's own transaction has ended.
 */
export function Audited<Args extends unknown[], Result>(
  action: AuditAction,
  describe: (args: Args, result: Result | undefined) => AuditDetails = () => ({}),
) {
  return (
    _target: { audit: AuditService },
    _key: string,
    // `never[]` accepts any parameter list; `describe` states the part of it that it reads.
    descriptor: TypedPropertyDescriptor<(caller: AuditCaller, ...args: never[]) => Promise<Result>>,
  ): void => {
    const method = descriptor.value!;
    descriptor.value = function (
      this: { audit: AuditService },
      caller: AuditCaller,
      ...args: never[]
    ): Promise<Result> {
      return this.audit.recordOutcome(
        action,
        caller,
        () => method.call(this, caller, ...args),
        (result) => describe(args as unknown as Args, result),
      );
    };
  };
}
