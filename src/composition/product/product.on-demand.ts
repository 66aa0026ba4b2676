/** The product feature's code, as one chunk loaded on its first call. */
import { HttpProductRepository } from '../../data/product/http-product.repository';
import { registerProductMessages } from '../../domain/product/product-messages';
import { CompareProductsUseCase } from '../../usecases/product/compare-products.use-case';
import { EstimateProductDeliveryUseCase } from '../../usecases/product/estimate-product-delivery.use-case';
import { ImportFromAmazonUseCase } from '../../usecases/product/import-from-amazon.use-case';
import { JoinWaitListUseCase } from '../../usecases/product/join-wait-list.use-case';
import { LeaveWaitListUseCase } from '../../usecases/product/leave-wait-list.use-case';
import { LoadProductPickupOptionsUseCase } from '../../usecases/product/load-product-pickup-options.use-case';
import { LoadRecommendationsUseCase } from '../../usecases/product/load-recommendations.use-case';
import { RequestBulkQuotationUseCase } from '../../usecases/product/request-bulk-quotation.use-case';
import { ReserveSeatsUseCase } from '../../usecases/product/reserve-seats.use-case';
import { ResolveShareUseCase } from '../../usecases/product/resolve-share.use-case';
import { ShareProductUseCase } from '../../usecases/product/share-product.use-case';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { PRODUCT_TOKENS as T, type ProductUseCaseName } from './product.tokens';

// The Spanish copy of the causes this code can raise (the wait list, seats, the Amazon import).
registerProductMessages();

export { HttpProductRepository };

export const USE_CASE_CLASSES = {
  recommendations: LoadRecommendationsUseCase,
  deliveryEstimate: EstimateProductDeliveryUseCase,
  pickupOptions: LoadProductPickupOptionsUseCase,
  joinWaitList: JoinWaitListUseCase,
  leaveWaitList: LeaveWaitListUseCase,
  share: ShareProductUseCase,
  resolveShare: ResolveShareUseCase,
  compare: CompareProductsUseCase,
  importFromAmazon: ImportFromAmazonUseCase,
  requestBulkQuotation: RequestBulkQuotationUseCase,
  reserveSeats: ReserveSeatsUseCase,
} satisfies Record<ProductUseCaseName, unknown>;

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<ProductUseCaseName, readonly symbol[]> = {
  recommendations: [T.ProductRepository],
  deliveryEstimate: [T.ProductRepository],
  pickupOptions: [T.ProductRepository],
  joinWaitList: [T.ProductRepository],
  leaveWaitList: [T.ProductRepository],
  share: [T.ProductRepository],
  resolveShare: [T.ProductRepository],
  compare: [T.ProductRepository],
  importFromAmazon: [S.SessionStore, T.ProductRepository],
  requestBulkQuotation: [T.ProductRepository],
  reserveSeats: [T.ProductRepository],
};
