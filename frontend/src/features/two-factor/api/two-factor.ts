import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { refreshSession } from '../../session/api/session-query';

/** What enrolment answers: the authenticator's `otpauth://` URI and the backup codes, shown once. */
export interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

export interface SecondFactorValues {
  code: string;
  /** Skip the second factor on this browser for the trust period. */
  trustDevice: boolean;
  /** The authorization the sign-in continues, when it carried one. */
  oauthQuery?: string;
}

function verifyBody({ oauthQuery, ...values }: SecondFactorValues) {
  return { ...values, ...(oauthQuery && { oauth_query: oauthQuery }) };
}

export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string): Promise<Enrolment> => unwrap(authClient.twoFactor.enable({ password })),
  });
}

/** Confirms an enrolment, or passes the second step of a sign-in; either way the session changes. */
export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SecondFactorValues) => unwrap(authClient.twoFactor.verifyTotp(verifyBody(values))),
    onSuccess: () => refreshSession(queryClient),
  });
}

/** E-mails a one-time code for the sign-in waiting for its second step. */
export function useSendOtp() {
  return useMutation({
    mutationFn: () => unwrap(authClient.twoFactor.sendOtp()),
  });
}

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SecondFactorValues) => unwrap(authClient.twoFactor.verifyOtp(verifyBody(values))),
    onSuccess: () => refreshSession(queryClient),
  });
}

export function useVerifyBackupCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SecondFactorValues) => unwrap(authClient.twoFactor.verifyBackupCode(verifyBody(values))),
    onSuccess: () => refreshSession(queryClient),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => unwrap(authClient.twoFactor.disable({ password })),
    onSuccess: () => refreshSession(queryClient),
  });
}

export function useGenerateBackupCodes() {
  return useMutation({
    mutationFn: async (password: string): Promise<string[]> =>
      (await unwrap(authClient.twoFactor.generateBackupCodes({ password }))).backupCodes,
  });
}
