/**
 * A count with thousands separators, as en-US writes it ("12,345"). Done by hand because the
 * first toLocaleString call in a browser initialises ICU's number formatting on the main thread.
 */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
