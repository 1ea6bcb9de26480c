/**
 * The popup document as the CMS stores it (schemas/src/documents/popup.ts, objects/popup-*.ts). Every field is
 * optional and may be null, as GROQ returns it; the engine treats a missing value as "rule not met".
 */
type Maybe<T> = T | null | undefined;

export interface PopupRuleParam {
  name?: Maybe<string>;
  /** Text to equal, or the text `true`: any value, each distinct value counted once. */
  value?: Maybe<string>;
}

export type PopupRule =
  | { _type: 'popupRulePages'; pages?: Maybe<string[]> }
  | {
      _type: 'popupRuleItemsViewed';
      name?: Maybe<string>;
      path?: Maybe<string>;
      params?: Maybe<PopupRuleParam[]>;
      minCount?: Maybe<number>;
      maxCount?: Maybe<number>;
    }
  | { _type: 'popupRuleIsLead'; isLead?: Maybe<boolean> }
  | {
      _type: 'popupRuleAdsValue';
      key?: Maybe<string>;
      mode?: Maybe<string>;
      value?: Maybe<string>;
      values?: Maybe<string[]>;
    }
  | { _type: 'popupRuleTagQuery'; query?: Maybe<string> }
  | { _type: 'popupRuleItemClicked'; selector?: Maybe<string> }
  | { _type: 'popupRuleTimer'; seconds?: Maybe<number> };

export type PopupRuleOf<T extends PopupRule['_type']> = Extract<PopupRule, { _type: T }>;

export interface PopupCondition {
  rules?: Maybe<PopupRule[]>;
}

export interface PopupSubmitted {
  email?: Maybe<string>;
  /** Labelled values added to the lead ("extra emailData"). */
  emailData?: Maybe<Array<{ key?: Maybe<string>; value?: Maybe<string> }>>;
  track?: Maybe<string>;
  redirect?: Maybe<string>;
  close?: Maybe<boolean>;
  timeoutClose?: Maybe<number>;
  innerComponent?: Maybe<string>;
}

export interface PopupDefinition {
  popupId?: Maybe<string>;
  conditions?: Maybe<PopupCondition[]>;
  submitted?: Maybe<PopupSubmitted>;
}

/** One page view: the route's name and parameters (schemas/src/routes.ts `matchPath`) and the query string. */
export interface PageView {
  routeName: string | null;
  /** Pathname without query or hash. */
  path: string;
  /** Route parameters, then query parameters (a route parameter wins over a query parameter of the same name). */
  params: Readonly<Record<string, string>>;
}

/** What the engine knows about the visitor and the page right now (the browser adapter fills it in). */
export interface PopupContext {
  page: PageView;
  isLead: boolean;
  /** Stored advertising values by name (utm_*, gclid, …). */
  adsValues: Readonly<Record<string, string | null | undefined>>;
  secondsOnPage: number;
  /** An element matching the selector is on the page. */
  hasElement: (selector: string) => boolean;
  /** The visitor clicked an element matching the selector on this page. */
  wasClicked: (selector: string) => boolean;
}

/** The spec's log line for a rule whose parameter cannot be evaluated. */
export const WRONG_PARAM_MESSAGE = 'Wrong param value in popup conditions';

export type PopupLogger = (message: string, detail?: unknown) => void;
