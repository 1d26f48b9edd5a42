import { defineErrors } from '../../platform/common/errors/define-errors';

/** Better Auth's jwt plugin messages. */
export const JWT_ERRORS = defineErrors({
  // A key encrypted under another secret: the deployment's AUTH_SECRET changed, not the caller's fault.
  FAILED_TO_DECRYPT_PRIVATE_KEY: {
    status: 500,
    message:
      'Failed to decrypt private key. Make sure the secret currently in use is the same as the one used to encrypt the private key. If you are using a different secret, either clean up your JWKS or disable private key encryption.',
  },
});
