// Plans and tips (free-area.md section 9, premium-and-admin.md sections 1 and 9). Amounts in US cents.
export const PLANS = {
  monthly: { label: 'Monthly Pro', amountCents: 700, interval: 'month' as const, conversionAmount: 7 },
  lifetime: { label: 'Lifetime Pro', amountCents: 2900, interval: null, conversionAmount: 29, savingNote: 'Save $55 compared to yearly' },
} as const;

export type PriceType = keyof typeof PLANS;
export const PRICE_TYPES = ['monthly', 'lifetime'] as const;

export const TIPS = [
  { amount: 3, label: 'Coffee' },
  { amount: 5, label: 'Latte' },
  { amount: 10, label: 'Generous' },
] as const;

export type TipAmount = (typeof TIPS)[number]['amount'];
export const TIP_AMOUNTS = [3, 5, 10] as const;
