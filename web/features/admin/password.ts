// The admin password check. The bundle holds only a salted PBKDF2 hash, which the build derives
// from ADMIN_PASSWORD and the browser re-derives from what is typed. vite.config.ts imports this
// file, so it stays free of React and browser-only APIs.

const encoder = new TextEncoder();

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || /[^0-9a-f]/i.test(hex)) {
    throw new Error('The salt must be an even-length hexadecimal string.');
  }
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) {
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  }
  return bytes;
}

const bytesToHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** PBKDF2-SHA-256 of the password with the hex salt, 256 bits, as lowercase hex. */
export async function derivePasswordHash(
  password: string,
  saltHex: string,
  iterations: number,
): Promise<string> {
  const { subtle } = globalThis.crypto;
  const key = await subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: hexToBytes(saltHex), iterations },
    key,
    256,
  );
  return bytesToHex(new Uint8Array(bits));
}

/** Compares without an early exit, so the time taken says nothing about where they differ. */
function equalHex(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return difference === 0;
}

/**
 * Thrown when there is no Web Crypto to run the check with: browsers withhold
 * `crypto.subtle` from pages that are not secure (plain HTTP on a host other than localhost).
 */
export class PasswordCheckUnavailableError extends Error {
  constructor() {
    super('Web Crypto (crypto.subtle) is unavailable; it needs a secure (HTTPS) page.');
    this.name = 'PasswordCheckUnavailableError';
  }
}

/** True when the password matches the hash embedded at build time. */
export async function verifyPassword(password: string): Promise<boolean> {
  // Optional chaining although the types say both exist: they do not on insecure pages.
  if (!globalThis.crypto?.subtle) throw new PasswordCheckUnavailableError();
  const hash = await derivePasswordHash(
    password,
    __ADMIN_PASSWORD_SALT__,
    __ADMIN_PASSWORD_ITERATIONS__,
  );
  return equalHex(hash, __ADMIN_PASSWORD_HASH__);
}
