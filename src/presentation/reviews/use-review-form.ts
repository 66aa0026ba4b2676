import { useMemo } from 'react';
import type { Review, TiendaClient } from '../../index';
import { useClientSource } from '../app/tienda-context';

type Reviews = TiendaClient['reviews'];

/** What the form sends as the shopper's review (its rating, comment and optional email). */
export type ReviewBody = Parameters<Reviews['write']>[1];

/** The review form's calls on `productId`'s review, loading the library first when needed. */
export interface ReviewFormCalls {
  /** Publishes the shopper's review (`tienda.reviews.write`). */
  write(body: ReviewBody): Promise<Review>;
  /** Saves the changes to the shopper's review (`tienda.reviews.edit`). */
  edit(body: ReviewBody): Promise<Review>;
  /** Adds a photo to the shopper's review (`tienda.reviews.addImage`): the review with its photos. */
  addImage(file: File): Promise<Review>;
  /** Takes a photo off the shopper's review (`tienda.reviews.removeImage`): the review with its photos. */
  removeImage(imageId: Parameters<Reviews['removeImage']>[1]): Promise<Review>;
}

/**
 * «Escribir una opinión»'s view model: the calls that write or edit the shopper's review of `productId`, and add
 * or take off its photos (`tienda.reviews`), each loading the library first when needed.
 */
export function useReviewForm(productId: string): ReviewFormCalls {
  const source = useClientSource();
  return useMemo(() => {
    const reviews = () => source.get().then((client) => client.reviews);
    return {
      write: (body) => reviews().then((api) => api.write(productId, body)),
      edit: (body) => reviews().then((api) => api.edit(productId, body)),
      addImage: (file) => reviews().then((api) => api.addImage(productId, file)),
      removeImage: (imageId) => reviews().then((api) => api.removeImage(productId, imageId)),
    };
  }, [source, productId]);
}
