/** Reported by GET /auth/v1/health. */
export const AUTH_SERVICE_VERSION = '0.1.0';
