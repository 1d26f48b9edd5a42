import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { DEFAULT_CALLBACK_URL } from './auth.constants';

/** Links put in e-mails, always on the configured base URL. */
@Injectable()
export class AuthLinks {
  private readonly root: string;

  constructor(config: AppConfig) {
    this.root = `${config.baseUrl}${config.basePath}`;
  }

  verifyEmail(token: string, callbackURL?: string): string {
    return `${this.root}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(callbackURL || DEFAULT_CALLBACK_URL)}`;
  }

  resetPassword(token: string, redirectTo?: string): string {
    return `${this.root}/reset-password/${encodeURIComponent(token)}?callbackURL=${redirectTo ? encodeURIComponent(redirectTo) : ''}`;
  }

  deleteUserCallback(token: string, callbackURL?: string): string {
    return `${this.root}/delete-user/callback?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(callbackURL || DEFAULT_CALLBACK_URL)}`;
  }

  /** Where a reset link without a redirect target ends: the error page. */
  errorPage(error: string): string {
    return `${this.root}/error?error=${encodeURIComponent(error)}`;
  }

  /** A relative callback resolved against the base URL. */
  absolute(callbackURL: string): URL {
    return new URL(callbackURL, this.root);
  }
}
