/** The tracking feature's code (the tracker and its HTTP repository), as one chunk loaded with the first event or page view. */
export { HttpTrackingRepository } from '../../data/tracking/http-tracking.repository';
export { Tracker } from '../../usecases/tracking/tracker';
