const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-09-02' → 'September 2, 2026', the same day wherever the reader is. */
export function formatArticleDate(isoDay: string): string {
  return dateFormat.format(new Date(`${isoDay}T00:00:00Z`));
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}

/** 900 → '$9', 1250 → '$12.50'. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** 7.8 → '7.8¢'. */
export function formatCents(cents: number): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(cents)}¢`;
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}
