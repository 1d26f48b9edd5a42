// A Jest setupFiles entry: every test file starts hashing passwords at the tests' cheap cost (see
// src/platform/common/crypto/test-password-hash.ts). The processes a test spawns through test/support/cli.ts
// get the same setting; a suite that times hashes or shares them with Better Auth calls keepRealPasswordHash.
import { TEST_PASSWORD_HASH_VARIABLE } from '../../src/platform/common/crypto/test-password-hash';

process.env[TEST_PASSWORD_HASH_VARIABLE] = '1';
