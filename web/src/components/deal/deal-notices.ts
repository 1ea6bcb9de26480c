/** The lead form's notices the deal sheet's send form shows (resolved on the server, like every lead form's). */
export interface DealNotices {
  /** `{dealer}`: the car's store. */
  phoneDisclaimer: string;
  privacyPrefix: string;
  privacyLink: string;
  privacyHref: string;
  /** The contact fields' messages checked in the browser: the schema's English wording → the page's language. */
  fieldMessages: Record<string, string>;
}
