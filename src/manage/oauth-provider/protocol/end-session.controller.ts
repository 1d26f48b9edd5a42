import { Controller, Get, HttpCode, Post, Req, Res, UseFilters, applyDecorators } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SessionCookies } from '../../../identity/session/session-cookies';
import { SessionResolver } from '../../../identity/session/session-resolver';
import { AuditCallers } from '../../../platform/audit/audit-caller';
import { AuditService } from '../../../platform/audit/audit.service';
import { AUDIT_SUCCESS } from '../../../platform/audit/audit.types';
import { SecretKeyring } from '../../../platform/common/crypto/secret-keyring';
import { TakesForms, TakesOnlyForms } from '../../../platform/common/http/body-type.guard';
import { appendSetCookie, readCookies, serializeCookie } from '../../../platform/common/http/cookies';
import { sendRedirect } from './authorization-response';
import { CONFIRMATION_TTL_SECONDS, EndSessionService, LogoutConfirmation, LogoutOutcome } from './end-session.service';
import { sendLogoutPage } from './logout-pages';
import { ApiOAuthErrors, OAuthErrorFilter } from '../oauth-error';

/** What end-session and its confirmation answer: a redirect, a page, or for a script JSON or an OAuth error. */
const ApiLogoutAnswers = () =>
  applyDecorators(
    ApiFoundResponse({ description: 'To the registered `post_logout_redirect_uri`, with `state`' }),
    ApiOkResponse({
      description:
        'For a navigation, the logged-out, confirmation or error page (HTML); for a script, `{ redirect: true, url }` ' +
        'to the post-logout URI, or empty when there is none',
      schema: {
        type: 'object',
        required: ['redirect', 'url'],
        properties: { redirect: { type: 'boolean', enum: [true] }, url: { type: 'string', format: 'uri' } },
      },
    }),
    ApiOAuthErrors({ 400: ['invalid_client', 'invalid_request'], 401: ['invalid_client', 'invalid_token'] }),
  );

@ApiTags('OpenID provider')
@Controller('oauth2')
@UseFilters(OAuthErrorFilter)
export class EndSessionController {
  constructor(
    private readonly endSessions: EndSessionService,
    private readonly sessions: SessionResolver,
    private readonly cookies: SessionCookies,
    private readonly keyring: SecretKeyring,
    private readonly audit: AuditService,
    private readonly callers: AuditCallers,
  ) {}

  @Get('end-session')
  @ApiOperation({ summary: 'RP-initiated logout: ends the session an `id_token_hint` names, or asks to confirm' })
  @ApiLogoutAnswers()
  async endSessionByGet(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.endSession(req, res, req.query as Record<string, string | undefined>);
  }

  @Post('end-session')
  @HttpCode(200)
  @TakesForms()
  @ApiOperation({ summary: 'RP-initiated logout by form POST (same origin only)' })
  @ApiLogoutAnswers()
  async endSessionByPost(@Req() req: Request, @Res() res: Response): Promise<void> {
    const body = (req.body ?? {}) as Record<string, string | undefined>;
    await this.endSession(req, res, { ...(req.query as Record<string, string | undefined>), ...body });
  }

  @Post('end-session/confirm')
  @HttpCode(200)
  @TakesOnlyForms()
  @ApiOperation({ summary: "The confirmation page's form (`action=confirm`): ends the browser's session" })
  @ApiLogoutAnswers()
  async confirm(@Req() req: Request, @Res() res: Response): Promise<void> {
    const current = await this.sessions.peek(req, false);
    const outcome = await this.endSessions.confirm(req, this.readConfirmation(req), current);
    appendSetCookie(res, [this.confirmationCookie('', 0)]);
    await this.answer(req, res, outcome);
  }

  private async endSession(req: Request, res: Response, request: Record<string, string | undefined>) {
    const current = await this.sessions.peek(req, false);
    const outcome = await this.endSessions.endSession(req, request, current);
    await this.answer(req, res, outcome);
  }

  private async answer(req: Request, res: Response, outcome: LogoutOutcome): Promise<void> {
    if (outcome.ended)
      await this.audit.record('oauth2.end-session', this.callers.of(req), AUDIT_SUCCESS, {
        actorId: outcome.ended.userId,
        targetType: outcome.ended.clientId ? 'oauth-client' : 'user',
        targetId: outcome.ended.clientId ?? outcome.ended.userId,
      });
    if (outcome.endedCurrent) this.cookies.clear(res);
    if (outcome.confirmation)
      appendSetCookie(res, [
        this.confirmationCookie(this.keyring.sign(JSON.stringify(outcome.confirmation)), CONFIRMATION_TTL_SECONDS),
      ]);
    if (outcome.redirect) return sendRedirect(req, res, outcome.redirect);
    if (outcome.page) return sendLogoutPage(res, outcome.page);
    res.status(200).end();
  }

  private get confirmationName(): string {
    return `${this.cookies.names.sessionToken}.oauth_logout_confirmation`;
  }

  private confirmationCookie(value: string, maxAge: number): string {
    return serializeCookie(this.confirmationName, value, {
      maxAge,
      secure: this.cookies.names.sessionToken.startsWith('__Secure-'),
    });
  }

  private readConfirmation(req: Request): LogoutConfirmation | null {
    const raw = readCookies(req.headers.cookie)[this.confirmationName];
    const value = raw ? this.keyring.unsign(raw) : null;
    if (!value) return null;
    try {
      const state = JSON.parse(value) as LogoutConfirmation;
      return typeof state.expiresAt === 'number' ? state : null;
    } catch {
      return null;
    }
  }
}
