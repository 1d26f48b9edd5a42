import type { AuditService } from './audit.service';
import { AuditAction, AuditDetails } from './audit.types';

/**
 * Records each call of the service method as an audit event: `success`, or the catalogue code it
 * failed with. `describe` names the target from the arguments (and, on success, the result). The
 * class must expose its `AuditService` as `audit`; the record is written after the method's own
 * transaction has ended.
 */
export function Audited<Args extends unknown[], Result>(
  action: AuditAction,
  describe: (args: Args, result: Result | undefined) => AuditDetails = () => ({}),
) {
  return (
    _target: { audit: AuditService },
    _key: string,
    // `never[]` accepts any parameter list; `describe` states the part of it that it reads.
    descriptor: TypedPropertyDescriptor<(...args: never[]) => Promise<Result>>,
  ): void => {
    const method = descriptor.value!;
    descriptor.value = function (this: { audit: AuditService }, ...args: never[]): Promise<Result> {
      return this.audit.recordOutcome(action, () => method.apply(this, args), (result) => describe(args as unknown as Args, result));
    };
  };
}
