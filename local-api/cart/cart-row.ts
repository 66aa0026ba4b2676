/** A cart as the `carts` table stores it. */
export interface CartRow {
  /** Internal: never leaves the server. */
  id: number;
  /** What the API calls cart_id: 128 random bits, base64url. */
  public_id: string;
  owner: string;
  status: string;
  created_at: string;
  updated_at: string;
  /** 1 for a cart kept apart at login: the owner's other carts come first when a cart is looked for. */
  kept_apart: number;
}
