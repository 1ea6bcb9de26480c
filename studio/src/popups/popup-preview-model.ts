import { describePopupCondition, type PopupConditionValue } from '@dealer/schemas/describe';

export interface PopupDocumentValue {
  title?: string;
  popupId?: string;
  conditions?: PopupConditionValue[];
  settings?: {
    componentKind?: string;
    position?: string;
    positionMobile?: string;
    positionDesktop?: string;
    closeButton?: boolean;
  };
  button?: { icon?: string; text?: string; hoverText?: string };
  component?: { type?: string; componentName?: string; title?: string; html?: string; style?: string };
  background?: { modal?: boolean };
  closeButton?: boolean;
  submitted?: { email?: string; redirect?: string; close?: boolean; timeoutClose?: number };
}

/** Built-in forms, in words an editor recognises. */
const FORM_LABELS: Record<string, string> = {
  unlockInventory: 'Unlock inventory form (name, e-mail, phone)',
  userLead: 'Lead form (name, e-mail, phone)',
  userLeadPhoneVerification: 'Lead form with phone verification',
};

// No scripts, no network except images, no forms: editors' HTML is shown, never run, inside the Studio.
const PREVIEW_CSP = "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; font-src https: data:";

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `srcdoc` of the sandboxed preview frame for an HTML popup. */
export function popupHtmlDocument(html: string, style: string | undefined): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`,
    '<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1a1a1a}img{max-width:100%}</style>',
    `</head><body><div style="${escapeAttribute(style ?? '')}">${html}</div></body></html>`,
  ].join('');
}

export interface PopupPreviewModel {
  kind: string;
  position: string;
  heading: string | null;
  html: string | null;
  formLabel: string | null;
  launcher: string | null;
  closable: boolean;
  modal: boolean;
  when: string[];
  afterSubmit: string;
}

/** Everything the preview pane shows, derived from the document without rendering. */
export function popupPreviewModel(popup: PopupDocumentValue): PopupPreviewModel {
  const content = popup.component ?? {};
  const isHtml = content.type === 'html';
  const submitted = popup.submitted ?? {};
  const after = [
    submitted.email ? `the lead is sent as ${submitted.email}` : 'the lead is sent with the default routing',
    submitted.redirect ? `the visitor goes to ${submitted.redirect}` : null,
    submitted.close === false
      ? 'the popup stays open'
      : submitted.timeoutClose
        ? `the popup closes after ${submitted.timeoutClose} s`
        : 'the popup closes',
  ].filter((part): part is string => part !== null);
  const settings = popup.settings ?? {};
  return {
    kind: settings.componentKind ?? 'dialog',
    position:
      [
        settings.position,
        settings.positionMobile && `mobile: ${settings.positionMobile}`,
        settings.positionDesktop && `desktop: ${settings.positionDesktop}`,
      ]
        .filter(Boolean)
        .join(', ') || 'default position',
    heading: content.title?.trim() || null,
    html: isHtml && content.html ? popupHtmlDocument(content.html, content.style) : null,
    formLabel: isHtml ? null : (FORM_LABELS[content.componentName ?? ''] ?? 'No form chosen'),
    launcher: popup.button?.text?.trim() || null,
    closable: popup.closeButton !== false && settings.closeButton !== false,
    modal: popup.background?.modal !== false,
    when: (popup.conditions ?? []).map((condition) => describePopupCondition(condition)),
    afterSubmit: `After submit, ${after.join(', ')}.`,
  };
}
