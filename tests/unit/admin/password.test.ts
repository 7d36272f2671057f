import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  derivePasswordHash,
  PasswordCheckUnavailableError,
  verifyPassword,
} from '@/features/admin/password';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('derivePasswordHash', () => {
  it('computes PBKDF2-HMAC-SHA-256 as hex (published test vector)', async () => {
    // "password" / "salt" / 1 iteration / 32 bytes: the vector CPython's test_hashlib checks.
    await expect(derivePasswordHash('password', '73616c74', 1)).resolves.toBe(
      '120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b',
    );
  });

  it('depends on salt and iterations', async () => {
    const base = await derivePasswordHash('secret', '00ff', 10);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    await expect(derivePasswordHash('secret', '00fe', 10)).resolves.not.toBe(base);
    await expect(derivePasswordHash('secret', '00ff', 11)).resolves.not.toBe(base);
  });

  it.each(['abc', 'zz', 'xyz'])(
    'refuses the salt %j: odd-length, not hex, or both',
    async (salt) => {
      await expect(derivePasswordHash('secret', salt, 1)).rejects.toThrow(/hexadecimal/);
    },
  );
});

describe('verifyPassword', () => {
  // vite.config.ts defines the build constants from 'test-admin-password' under vitest.
  it('accepts the configured password', async () => {
    await expect(verifyPassword('test-admin-password')).resolves.toBe(true);
  });

  it.each(['', 'test-admin-passwor', 'Test-admin-password', 'test-admin-password '])(
    'rejects %j',
    async (attempt) => {
      await expect(verifyPassword(attempt)).resolves.toBe(false);
    },
  );

  it('throws PasswordCheckUnavailableError where crypto.subtle is missing (non-secure pages)', async () => {
    vi.stubGlobal('crypto', {});
    await expect(verifyPassword('test-admin-password')).rejects.toBeInstanceOf(
      PasswordCheckUnavailableError,
    );
  });
});
