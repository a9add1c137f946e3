// Copy and download of the e-mail shown (premium-and-admin.md sections 2, 8 and 9).
import { Copy, Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { copyEmail } from './email-copy';
import { downloadEmail, downloadLabel, type DownloadNames } from './email-download';
import type { EmailVariant } from './email-variant';

export function EmailActions({ text, variant, names }: { text: string; variant: EmailVariant; names: DownloadNames }) {
  const copy = async () => {
    if (await copyEmail(text, variant)) toast({ title: 'Copied!', description: 'Your email is on the clipboard.', variant: 'success' });
    else toast({ title: 'Copy Failed', description: 'Could not copy to clipboard.', variant: 'destructive' });
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void copy()} data-testid="email-copy">
        <Copy className="h-4 w-4" aria-hidden /> Copy
      </Button>
      <Button variant="outline" size="sm" onClick={() => downloadEmail(text, variant, names)} data-testid="email-download">
        <Download className="h-4 w-4" aria-hidden /> {downloadLabel(variant)}
      </Button>
    </>
  );
}
