import type { UseCaseError } from '../../domain';
import type { PointsCouponOption, PointsEntry, UserCoupon } from '../../domain/points/points';
import { Store, type StoreStatus } from '../shared/store';

export interface PointsState {
  status: StoreStatus;
  /** The balance, as the last answer gave it (null until one did). */
  totalPoints: number | null;
  /** Points one quetzal of coupon costs, when the server says. */
  pointsPerCurrency: number | null;
  /** The history, newest first. */
  entries: readonly PointsEntry[];
  /** The coupon amounts points can buy, and whether the balance covers each. */
  couponOptions: readonly PointsCouponOption[];
  /** The user's coupons (from points, a birthday…), as the cart can use them. */
  coupons: readonly UserCoupon[];
  error: UseCaseError | null;
}

/** The state before anything is loaded (also what the library reads before this store's code has loaded). */
export const EMPTY: PointsState = { status: 'idle', totalPoints: null, pointsPerCurrency: null, entries: [], couponOptions: [], coupons: [], error: null };

/** The signed-in shopper's points, coupon options and coupons. Emptied when the session changes. */
export class PointsStore extends Store<PointsState> {
  constructor() {
    super(EMPTY);
  }
  setLoading(): void {
    this.setState({ status: 'loading', error: null });
  }
  setError(error: UseCaseError): void {
    this.setState({ status: this.getSnapshot().status === 'ready' ? 'ready' : 'error', error });
  }
  setHistory(history: { total_points: number; points_per_currency: number | null; entries: readonly PointsEntry[] }): void {
    this.setState({
      status: 'ready',
      totalPoints: history.total_points,
      pointsPerCurrency: history.points_per_currency,
      entries: [...history.entries],
      couponOptions: this.withBalance(this.getSnapshot().couponOptions, history.total_points),
      error: null,
    });
  }
  setCouponOptions(options: readonly PointsCouponOption[]): void {
    this.setState({ couponOptions: [...options], error: null });
  }
  setCoupons(coupons: readonly UserCoupon[]): void {
    this.setState({ coupons: [...coupons], error: null });
  }
  /** After a conversion: the balance left, the new coupon first, and what the balance now covers. */
  redeemed(coupon: UserCoupon, totalPoints: number | null): void {
    const state = this.getSnapshot();
    const total = totalPoints ?? state.totalPoints;
    this.setState({
      totalPoints: total,
      coupons: [coupon, ...state.coupons.filter((item) => item.code !== coupon.code)],
      couponOptions: total === null ? state.couponOptions : this.withBalance(state.couponOptions, total),
      error: null,
    });
  }
  clear(): void {
    this.setState(EMPTY);
  }
  private withBalance(options: readonly PointsCouponOption[], total: number): PointsCouponOption[] {
    return options.map((option) => ({ ...option, is_available: total >= option.points }));
  }
}
