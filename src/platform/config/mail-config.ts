import { MailConfig } from './app-config';
import { readOptionalUrl } from './url-settings';

/** Production sends e-mail for real, or says explicitly that it sends none. */
export function readMailDelivery(
  smtpUrl: string | null,
  isProduction: boolean,
): Pick<MailConfig, 'delivery' | 'smtpUrl'> {
  if (smtpUrl === 'log') return { delivery: 'log', smtpUrl: null };
  if (smtpUrl) return { delivery: 'smtp', smtpUrl: readOptionalUrl(smtpUrl, ['smtp:', 'smtps:']) };
  if (isProduction)
    throw new Error(
      'required when NODE_ENV=production: an smtp:// or smtps:// URL, or log to only log e-mails (recipient and subject)',
    );
  return { delivery: 'dev-outbox', smtpUrl: null };
}

export function readMaxAttempts(value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new Error('must be a whole number of at least 1');
  return value;
}
