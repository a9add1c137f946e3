// Download (premium-and-admin.md sections 2 and 9): a .txt on the premium tab, a Word-compatible
// .doc on the e-mail writer page, each under the spec's file name.
import { saveText } from '@client/lib/download';
import { DOC_MIME } from '@client/lib/word-doc';
import { emailToDocHtml } from './email-doc';
import { emailDocFileName, emailTxtFileName } from './email-files';
import type { EmailVariant } from './email-variant';

export interface DownloadNames {
  bandName: string;
  emailPurpose: string;
  recipientType: string;
}

export function downloadEmail(email: string, variant: EmailVariant, names: DownloadNames): void {
  if (variant === 'premium') {
    saveText(email, emailTxtFileName(names.bandName, names.emailPurpose));
    return;
  }
  saveText(emailToDocHtml(email, `${names.bandName} email`), emailDocFileName(names.bandName, names.recipientType), DOC_MIME);
}

export function downloadLabel(variant: EmailVariant): string {
  return variant === 'premium' ? 'Download .txt' : 'Download .doc';
}
