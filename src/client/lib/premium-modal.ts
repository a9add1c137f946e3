// Any part of the page can ask for the premium promotion modal; the modal listens for this
// event (it loads lazily, so callers don't import it). The detail says where the ask came from.
export const OPEN_PREMIUM_MODAL_EVENT = 'openPremiumModal';

export interface PremiumModalRequest {
  clickSource: string;
  limitType: string;
}

export function openPremiumModal(request: PremiumModalRequest): void {
  window.dispatchEvent(new CustomEvent<PremiumModalRequest>(OPEN_PREMIUM_MODAL_EVENT, { detail: request }));
}
