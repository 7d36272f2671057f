// Defined by vite.config.ts at build time (and for vitest from the password
// 'test-admin-password'); see password.ts.
declare const __ADMIN_PASSWORD_HASH__: string;
declare const __ADMIN_PASSWORD_SALT__: string;
declare const __ADMIN_PASSWORD_ITERATIONS__: number;
