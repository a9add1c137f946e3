// An article's Share button on the prerendered page (features/content/share-page.ts does the sharing).
import { sharePage } from '@client/features/content/share-page';

export function wireShareButton(button: HTMLButtonElement): void {
  button.addEventListener('click', () => void sharePage(button.dataset.shareTitle ?? document.title));
}
