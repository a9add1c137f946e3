/** The admin password of the e2e server (playwright.config.ts); admin.spec.ts checks the built client never holds it. */
export const E2E_ADMIN_PASSWORD = 'e2e-owner-password-7Qx4mZ';
