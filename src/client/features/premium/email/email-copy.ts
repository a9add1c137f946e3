// Copy (premium-and-admin.md section 8): the premium tab uses the Clipboard API; the e-mail writer
// page, which may be opened from older or embedded browsers, falls back to the older copy method.
import { copyText } from '@client/lib/clipboard';
import type { EmailVariant } from './email-variant';

export async function copyEmail(text: string, variant: EmailVariant): Promise<boolean> {
  if (variant === 'email-writer') return copyText(text);
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
