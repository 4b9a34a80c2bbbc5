/** Local-storage key of the cart session (D10); the cart module will own it. */
export const CART_SESSION_KEY = 'user_session';

/** Number of items in a stored `{ cart: [{ quantity }] }` session; anything unreadable counts as empty. */
export function cartCountFrom(raw: string | null): number {
  if (!raw) return 0;
  try {
    const session: unknown = JSON.parse(raw);
    const lines = (session as { cart?: unknown } | null)?.cart;
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((sum, line) => {
      const quantity = (line as { quantity?: unknown } | null)?.quantity;
      return typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0 ? sum + quantity : sum;
    }, 0);
  } catch {
    return 0;
  }
}
