import type { DocumentBadgeComponent, DocumentBadgeDescription } from 'sanity';
import { describePopup, describePopupWhere, popupCanShow, type PopupValue } from '@dealer/schemas/describe';

/**
 * The popup's footer badge: a short "where" label, the full plain-words sentence as its tooltip, and a colour
 * that warns when no condition can ever hold.
 */
export function popupBadge(popup: PopupValue): DocumentBadgeDescription {
  const sentence = describePopup(popup);
  if (!popupCanShow(popup)) return { label: 'Never shows', title: sentence, color: 'danger' };
  const broken = (popup.conditions ?? []).length > 1 && sentence.includes('never (');
  return {
    label: `Shows on ${describePopupWhere(popup)}`,
    title: sentence,
    color: broken ? 'warning' : 'success',
  };
}

/** Reads the draft when there is one (what the editor is looking at), else the published document. */
export const PopupBadge: DocumentBadgeComponent = ({ draft, published }) => {
  const document = draft ?? published;
  return document ? popupBadge(document as PopupValue) : null;
};
