import type { ReviewsQueryResult } from '@/content/sanity.types';
import { sanityImageAttributes, type ImageAttributes } from '../ui/sanity-image';

/** A reviewer's photo as the card's small round image (3rem wide). */
export const reviewAvatar = (photo: ReviewsQueryResult[number]['reviewerPhoto']): ImageAttributes | null =>
  sanityImageAttributes(photo, '3rem');
