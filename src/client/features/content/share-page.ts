// Share (free-area.md section 2): the device's share sheet when there is one; otherwise the page
// address goes to the clipboard with an alert. Failures (including a closed share sheet) are only
// logged: they are not errors the visitor needs to hear about. No React here: the article's
// island (app/islands/content-page.ts) wires the prerendered button with it.

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';

export async function sharePage(title: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch (err) {
      console.log('Share did not complete:', err);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    window.alert(LINK_COPIED_MESSAGE);
  } catch (err) {
    console.warn('Could not copy the link:', err);
  }
}
