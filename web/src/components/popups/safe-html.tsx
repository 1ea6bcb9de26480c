'use client';

import { createElement, useMemo, type CSSProperties, type ReactNode } from 'react';

/**
 * Renders editor HTML from the CMS through an allow-list: only these tags survive, only `href` on links (http(s),
 * mailto, tel, site-relative), no attributes otherwise; scripts, styles, iframes and event handlers never reach the
 * DOM. Parsed with DOMParser (inert: nothing runs while parsing).
 */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'span',
  'small',
]);
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) => toReact(child, `${key}.${index}`));
  if (!ALLOWED_TAGS.has(tag)) return children.length > 0 ? createElement('span', { key }, ...children) : null;
  const props: Record<string, string> = { key };
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (SAFE_HREF.test(href)) props.href = href;
  }
  return tag === 'br' ? createElement('br', props) : createElement(tag, props, ...children);
}

export function sanitizeToReact(html: string): ReactNode[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, (node, index) => toReact(node, String(index)));
}

/** `padding: 12px; text-align: center` → a style object; url()/expression()/imports are dropped. */
export function parseInlineStyle(style: string | null | undefined): CSSProperties {
  const result: Record<string, string> = {};
  for (const declaration of (style ?? '').split(';')) {
    const index = declaration.indexOf(':');
    if (index <= 0) continue;
    const property = declaration.slice(0, index).trim().toLowerCase();
    const value = declaration.slice(index + 1).trim();
    if (!/^[a-z-]+$/.test(property) || value === '' || /url\(|expression|@import|javascript:/i.test(value)) continue;
    result[property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return result as CSSProperties;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => sanitizeToReact(html), [html]);
  return <div className={className}>{content}</div>;
}
