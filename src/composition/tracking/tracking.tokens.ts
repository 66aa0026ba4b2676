/** The members of `tienda.tracking`: plain methods, not use cases (nothing to report, nothing to await but flush). */
export type TrackingMember = 'event' | 'page' | 'flush';

/** The tracking feature's token: the tracker as `tienda.tracking` calls it (a TrackingNamespace, see lazyTracker). */
export const TRACKING_TOKENS = Object.freeze({
  Tracker: Symbol.for('tienda.Tracker'),
});
