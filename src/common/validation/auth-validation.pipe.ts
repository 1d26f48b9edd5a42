import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { AuthError } from '../errors/auth-error';
import { BASE_ERRORS, QUERY_VALIDATION_MESSAGE } from '../errors/base.errors';

interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The one request validation pipe: unknown fields are stripped (as Better Auth's schemas do) and
 * any shape failure answers 400 VALIDATION_ERROR naming the part of the request at fault.
 */
export class AuthValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: false,
      transform: true,
      stopAtFirstError: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors: ValidationError[]) => new BadRequestException(flatten(errors)),
    });
  }

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (!(error instanceof BadRequestException)) throw error;
      const response = error.getResponse() as { message?: unknown };
      const errors = Array.isArray(response.message) ? response.message : [];
      throw new AuthError(BASE_ERRORS.VALIDATION_ERROR, {
        message: metadata.type === 'query' ? QUERY_VALIDATION_MESSAGE : BASE_ERRORS.VALIDATION_ERROR.message,
        details: errors.length > 0 ? { errors } : {},
      });
    }
  }
}

function flatten(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}
