import { Body, Controller, HttpCode, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ACCOUNT_LOCKOUT_ERRORS } from '../../identity/account-lockout/account-lockout.errors';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { TakesForms } from '../../platform/common/http/body-type.guard';
import { LoginCsrf } from '../../platform/runtime/http/origin.guard';
import { RawBody } from '../../platform/common/http/raw-body.decorator';
import {
  AuthorizationContinuation,
  AuthorizationResumed,
  OAuthQueryRefusedFilter,
} from '../../identity/session/authorization-continuation';
import { RequestMetaReader } from '../../identity/session/request-meta';
import { SessionCookies } from '../../identity/session/session-cookies';
import { SecondFactorGate, SignInGate } from '../../identity/session/sign-in-gate';
import { ActiveSession } from '../../identity/session/session.types';
import { toUserResponse } from '../../identity/user/dto/user.response';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { AUTH_ERRORS } from './auth.errors';
import { SignInResponse, SignUpResponse, TwoFactorRedirectResponse } from './dto/auth.responses';
import { SignInDto } from './dto/sign-in.dto';
import { SignUpDto } from './dto/sign-up.dto';
import { SignInService } from './sign-in.service';
import { RefusedWhileHashingIsFull } from '../../platform/runtime/crypto/hashing-capacity.guard';

@ApiTags('Sign-up and sign-in')
@UseFilters(OAuthQueryRefusedFilter)
@Controller()
export class SignInController {
  constructor(
    private readonly signIns: SignInService,
    private readonly cookies: SessionCookies,
    private readonly signInGate: SignInGate,
    private readonly meta: RequestMetaReader,
    private readonly continuation: AuthorizationContinuation,
  ) {}

  @Post('sign-up/email')
  @RefusedWhileHashingIsFull()
  @HttpCode(200)
  @LoginCsrf()
  @TakesForms()
  @ApiOperation({
    summary: 'Create an account with e-mail and password, signing in unless verification is required',
    description: 'Fields configured in USER_ADDITIONAL_FIELDS are accepted beside these and returned on the user.',
  })
  @ApiOkResponse({ type: SignUpResponse })
  @ApiErrors(
    BASE_ERRORS.SERVICE_BUSY,
    BASE_ERRORS.VALIDATION_ERROR,
    AUTH_ERRORS.EMAIL_AND_PASSWORD_SIGN_UP_IS_NOT_ENABLED,
    AUTH_ERRORS.EMAIL_PASSWORD_SIGN_UP_DISABLED,
    USER_ERRORS.EMAIL_DOMAIN_NOT_ALLOWED,
    USER_ERRORS.INVALID_EMAIL,
    USER_ERRORS.PASSWORD_TOO_SHORT,
    USER_ERRORS.PASSWORD_TOO_LONG,
    USER_ERRORS.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL,
    USER_ERRORS.FIELD_IS_REQUIRED,
    BASE_ERRORS.INVALID_ORIGIN,
    BASE_ERRORS.INVALID_CALLBACKURL,
  )
  async signUp(
    @Caller() auditCaller: AuditCaller,
    @Body() body: SignUpDto,
    @RawBody() sent: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignUpResponse | AuthorizationResumed> {
    if (body.oauth_query) this.continuation.verify(body.oauth_query);
    const { user, session } = await this.signIns.signUp(auditCaller, body, this.meta.read(req), sent);
    if (session) this.cookies.write(res, { session, user }, body.rememberMe === false);
    const resumed = session && (await this.resume(body.oauth_query, { session, user }, auditCaller));
    if (resumed) return resumed;
    return { token: session?.token ?? null, user: toUserResponse(user) };
  }

  @Post('sign-in/email')
  @RefusedWhileHashingIsFull()
  @HttpCode(200)
  @LoginCsrf()
  @TakesForms()
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  @ApiOkResponse({
    description: 'A session; or, for a user with the second factor on, `twoFactorRedirect` and no session yet',
    schema: { oneOf: [{ $ref: getSchemaPath(SignInResponse) }, { $ref: getSchemaPath(TwoFactorRedirectResponse) }] },
  })
  @ApiExtraModels(SignInResponse, TwoFactorRedirectResponse)
  @ApiErrors(
    BASE_ERRORS.SERVICE_BUSY,
    BASE_ERRORS.VALIDATION_ERROR,
    AUTH_ERRORS.EMAIL_AND_PASSWORD_IS_NOT_ENABLED,
    USER_ERRORS.INVALID_EMAIL,
    AUTH_ERRORS.INVALID_EMAIL_OR_PASSWORD,
    ACCOUNT_LOCKOUT_ERRORS.TOO_MANY_FAILED_SIGN_IN_ATTEMPTS,
    AUTH_ERRORS.EMAIL_NOT_VERIFIED,
    BASE_ERRORS.INVALID_ORIGIN,
    BASE_ERRORS.INVALID_CALLBACKURL,
  )
  async signIn(
    @Caller() auditCaller: AuditCaller,
    @Body() body: SignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignInResponse | TwoFactorRedirectResponse | AuthorizationResumed> {
    if (body.oauth_query) this.continuation.verify(body.oauth_query);
    const trustedDevice = this.signInGate.readTrustedDevice(req);
    const signedIn = await this.signIns.signIn(auditCaller, body, this.meta.read(req), body.callbackURL, trustedDevice);
    if (!signedIn.session) {
      this.awaitSecondFactor(res, signedIn.gate, body.rememberMe === false);
      return signedIn.gate.redirect;
    }
    const { user, session } = signedIn;
    this.cookies.write(res, { session, user }, body.rememberMe === false);
    this.signInGate.writeCookies(res, signedIn.gate);
    const resumed = await this.resume(body.oauth_query, { session, user }, auditCaller);
    if (resumed) return resumed;
    return {
      redirect: Boolean(body.callbackURL),
      token: session.token,
      url: body.callbackURL,
      user: toUserResponse(user),
    };
  }

  /** With a signed authorization request, the session just made continues it: the way back to the client. */
  private async resume(
    oauthQuery: string | undefined,
    active: ActiveSession,
    auditCaller: AuditCaller,
  ): Promise<AuthorizationResumed | null> {
    if (!oauthQuery) return null;
    const url = await this.continuation.resume(oauthQuery, active, auditCaller);
    return url ? { redirect: true, url } : null;
  }

  /** No session cookie until the second factor; the session it makes keeps the sign-in's remember-me choice. */
  private awaitSecondFactor(res: Response, gate: SecondFactorGate, dontRemember: boolean) {
    this.cookies.clear(res);
    if (dontRemember) this.cookies.writeDontRemember(res);
    this.signInGate.writeCookies(res, gate);
  }
}
