/** The four legal pages, written for the dataset's brand. */
import { LEGAL_SLUGS, pathFor, type LegalSlug } from '@dealer/schemas/routes';
import { dateFromReference } from '../dates';
import { docId, slug } from '../keys';
import { richText, type RichInput } from '../portable-text';
import type { LegalPageDoc } from '../types';
import { defaultStore, type SeedContext } from './context';

interface LegalSpec {
  title: string;
  description: string;
  updatedDaysAgo: number;
  body: RichInput[];
}

function specs(ctx: SeedContext): Record<LegalSlug, LegalSpec> {
  const name = ctx.brand.name;
  const store = defaultStore(ctx);
  const mail = `privacy@${ctx.brand.domain}`;
  const address = `${store.addressLine1}, ${store.city}, ${store.stateShort} ${store.zip}`;
  const sells = ctx.variant === 'sell-car' ? 'buy vehicles from the public' : 'sell, buy, finance and service vehicles';
  return {
    'privacy-policy': {
      title: 'Privacy Policy',
      description: `How ${name} collects, uses and protects personal information.`,
      updatedDaysAgo: 62,
      body: [
        `This policy explains what personal information ${name} ("we", "us") collects when you use our website, visit our stores or contact us, how we use it, and the choices you have. We ${sells} in Illinois.`,
        { h2: 'Information we collect' },
        {
          ul: [
            '**Contact details** you give us in forms, such as your name, e-mail address, phone number and postal address.',
            '**Vehicle details** such as VIN, license plate, mileage, condition answers and photos.',
            '**Financial details** needed for a purchase, payoff or credit application. Sensitive items such as Social Security numbers are encrypted and used only to process that application.',
            '**Usage information** collected automatically, such as pages viewed, links clicked, device type and approximate location.',
            '**Advertising identifiers** such as campaign parameters and click identifiers when you arrive from an advertisement.',
          ],
        },
        { h2: 'How we use information' },
        {
          ul: [
            'To prepare offers, answer questions and schedule appointments.',
            'To complete purchases, sales, payoffs and title transfers.',
            'To send the information you request, and, with your consent, marketing messages.',
            'To measure and improve our website and advertising.',
            'To comply with law, prevent fraud and protect our customers.',
          ],
        },
        { h2: 'When we share information' },
        'We share information with service providers who help us run our business (such as hosting, e-mail, customer-relationship and analytics providers), with lenders when you ask us to arrange financing or a payoff, with government agencies for title and registration, and when the law requires it. We do not sell personal information for money.',
        { h2: 'Calls and text messages' },
        'If you give us a mobile number, you agree that we may call or text you about your inquiry, including with automated dialing systems or prerecorded messages. Consent is not a condition of any purchase. Standard message and data rates may apply, and you can reply STOP to opt out of texts.',
        { h2: 'Cookies and similar technologies' },
        `We use cookies to remember your preferences and store, to keep your details in forms and to measure advertising. See our [Cookie Policy](${pathFor('legal', { slug: 'cookie-policy' })}) for categories and choices. We honor the Global Privacy Control signal as a request to opt out of targeted advertising.`,
        { h2: 'Your choices and rights' },
        {
          ul: [
            'Ask for a copy of the personal information we hold about you.',
            'Ask us to correct or delete it, subject to records we must keep by law.',
            'Opt out of marketing e-mail using the unsubscribe link in any message.',
            'Change cookie preferences at any time from the cookie settings link.',
          ],
        },
        { h2: 'Security and retention' },
        'We protect information with administrative, technical and physical safeguards, including encryption of sensitive fields. We keep records for as long as needed for the purposes above and as required by automotive, tax and finance regulations.',
        { h2: 'Children' },
        'Our website is not directed to children under 16 and we do not knowingly collect their information.',
        { h2: 'Contact us' },
        `Questions or requests: e-mail [${mail}](mailto:${mail}), call ${store.phone}, or write to ${name}, ${address}.`,
      ],
    },
    'terms-of-sale': {
      title: 'Terms of Sale',
      description: `Terms that apply to offers, purchases and sales with ${name}.`,
      updatedDaysAgo: 120,
      body: [
        `These terms apply when you accept an offer from ${name}, sell or trade a vehicle to us, or buy a vehicle or service from us. By using our website or completing a transaction you agree to them.`,
        { h2: 'Online offers' },
        {
          ul: [
            'Online offers are estimates based on the information you provide and current market data.',
            'An offer is valid for **7 days** from the time it is issued, provided the vehicle matches the description given.',
            'We inspect every vehicle before payment. If the vehicle differs from the description, for example in mileage, condition, equipment or title status, we may revise or withdraw the offer.',
            'Some vehicles must be inspected in person before a firm offer, including those with frame damage, salvage or rebuilt titles, hail or rust damage, transmission problems or that do not run.',
          ],
        },
        { h2: 'Instant cash offer price match' },
        'We will beat any written, condition-verified offer from a licensed dealer or vehicle buyer by $300, provided the competing offer is for the same vehicle, is current and was made after an in-person inspection. Online estimates, auction results and private-party prices do not qualify.',
        { h2: 'Profit-sharing offers' },
        'Under a profit-sharing agreement you receive an upfront payment when you transfer the vehicle and a second payment after we sell it. Reconditioning costs (a minimum of $560) and advertising costs (the greater of $995 or 5% of the sale price) are deducted before the second payment is calculated. The written agreement you sign governs.',
        { h2: 'Title, payoff and ownership' },
        'You must be the legal owner of the vehicle or authorized by all owners, and you must provide a clear title or the information needed to pay off any lien. If a lien payoff exceeds our offer, you agree to pay the difference before or at the time of sale.',
        { h2: 'Purchases' },
        'Advertised prices exclude tax, title, license and registration fees and a documentary fee. Vehicles may be sold before you visit; please confirm availability. Unless a written warranty applies, used vehicles are sold as described on the Buyers Guide displayed in the vehicle.',
        { h2: 'Payments' },
        'We pay by check, electronic transfer or lender payoff. Payments may be held until the title has been received and verified.',
        { h2: 'Limitation of liability' },
        'To the extent allowed by law, we are not liable for indirect or consequential damages arising from the use of our website. Nothing in these terms limits rights you have under consumer-protection law.',
        { h2: 'Governing law' },
        'These terms are governed by the laws of the State of Illinois.',
      ],
    },
    'cookie-policy': {
      title: 'Cookie Policy',
      description: `Which cookies ${name} uses and how to control them.`,
      updatedDaysAgo: 62,
      body: [
        'Cookies are small text files stored by your browser. We use them, and similar technologies such as local storage, to make our website work, remember your choices and understand how it is used.',
        { h2: 'Categories' },
        {
          table: [
            ['Category', 'Purpose', 'Can be turned off?'],
            ['Essential', 'Security, load balancing and remembering your cookie choices', 'No'],
            ['Functional', 'Remembering your selected store and the details you enter in forms', 'Yes'],
            ['Analytics', 'Counting visits and understanding which pages are useful', 'Yes'],
            ['Targeting', 'Measuring and personalizing advertising on other websites', 'Yes'],
          ],
        },
        { h2: 'How long cookies last' },
        'Store and advertising cookies last 30 days. A session cookie records whether you have already sent us a request during your visit and expires when you close the browser.',
        { h2: 'Your choices' },
        {
          ul: [
            'Use the cookie settings link in the footer to turn categories on or off at any time.',
            'Your browser can block or delete cookies; some features may stop working.',
            'We treat a Global Privacy Control signal as an opt-out of targeting cookies.',
          ],
        },
        `For more on how we use personal information, see our [Privacy Policy](${pathFor('legal', { slug: 'privacy-policy' })}).`,
      ],
    },
    'electronic-signature-disclosure': {
      title: 'Electronic Signature Disclosure',
      description: `Consent to receive records and sign documents electronically with ${name}.`,
      updatedDaysAgo: 200,
      body: [
        `This disclosure describes how ${name} provides documents electronically and how you can sign them electronically, under the federal Electronic Signatures in Global and National Commerce Act (E-SIGN) and the Illinois Electronic Commerce Security Act.`,
        { h2: 'What you are agreeing to' },
        'By checking the consent box or signing electronically, you agree that electronic records and signatures have the same legal effect as paper documents and handwritten signatures for the transaction you are completing.',
        { h2: 'Documents covered' },
        {
          ul: [
            'Offers, purchase agreements and bills of sale.',
            'Credit applications and related disclosures.',
            'Odometer and title statements where the law allows electronic signing.',
            'Notices about your transaction.',
          ],
        },
        { h2: 'Paper copies and withdrawing consent' },
        `You may ask for a paper copy of any document at no charge, and you may withdraw consent at any time before signing by contacting us at ${store.phone}. Withdrawing consent does not affect documents already signed.`,
        { h2: 'System requirements' },
        'You need a current web browser, a device able to open PDF files and a valid e-mail address. Let us know if your e-mail address changes.',
      ],
    },
  };
}

export function buildLegalPages(ctx: SeedContext): LegalPageDoc[] {
  const all = specs(ctx);
  return LEGAL_SLUGS.map((legalSlug): LegalPageDoc => {
    const spec = all[legalSlug];
    const id = docId('legalPage', legalSlug);
    return {
      _id: id,
      _type: 'legalPage',
      title: spec.title,
      slug: { ...slug(legalSlug), current: legalSlug },
      updatedAt: dateFromReference(-spec.updatedDaysAgo),
      body: richText(`${id}/body`, spec.body),
      seo: { _type: 'seoFields', title: `${spec.title} | ${ctx.brand.name}`, description: spec.description },
    };
  });
}
