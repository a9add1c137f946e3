// Fire-and-forget tracking calls of the generator: failures never bother the visitor.
import { apiRequest } from '@client/lib/api';

function fireAndForget(url: string, body: unknown): void {
  apiRequest('POST', url, body).catch((err) => console.warn(`tracking ${url} failed`, err));
}

export function trackClipboardClick(bandId: number | null, bandName: string): void {
  fireAndForget('/api/track-clipboard-click', { bandId, bandName });
}

export function trackCopyBandName(bandName: string, genre: string | null): void {
  fireAndForget('/api/copy-band-name', { bandName, genre });
}

export function trackNameDownload(bandNames: string[]): void {
  fireAndForget('/api/track-name-download', { nameCount: bandNames.length, bandNames });
}
