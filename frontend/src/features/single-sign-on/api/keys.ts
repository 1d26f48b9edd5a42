export const singleSignOnKeys = {
  all: ['single-sign-on'] as const,
  providers: () => [...singleSignOnKeys.all, 'providers'] as const,
  verificationToken: (providerId: string) => [...singleSignOnKeys.all, 'verification-token', providerId] as const,
};
