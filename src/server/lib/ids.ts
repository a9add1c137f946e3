// Random identifiers and secrets; hashes of the secrets are what the database keeps.
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and sign-in links. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 96 random bits, URL-safe: public ids such as media ids. */
export function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}

export function sha256Hex(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}
