/** Team members and open positions for each variant. */
import type { TeamDepartment } from '@dealer/schemas/constants';
import { slugify } from '@dealer/schemas/routes';
import { portraitImage } from '../images/library';
import { docId, ref, slug } from '../keys';
import { richText } from '../portable-text';
import type { JobPositionDoc, TeamMemberDoc } from '../types';
import { storeDocId, type SeedContext } from './context';

interface MemberSpec {
  first: string;
  last: string;
  department: TeamDepartment;
  title: string;
  store: string;
  rating: number;
  bio: string;
}

const SELL_CAR_TEAM: MemberSpec[] = [
  {
    first: 'Daniel',
    last: 'Okafor',
    department: 'Sales',
    title: 'General Manager',
    store: 'naperville',
    rating: 4.9,
    bio: 'Daniel has run vehicle-buying operations in the western suburbs for twelve years. He reviews every offer over $40,000 personally.',
  },
  {
    first: 'Rebecca',
    last: 'Lindqvist',
    department: 'Sales',
    title: 'General Manager',
    store: 'schaumburg',
    rating: 4.8,
    bio: 'Rebecca opened our Schaumburg buying center and built its team. She is known for explaining every line of an offer.',
  },
  {
    first: 'Tyrell',
    last: 'Jenkins',
    department: 'Sales',
    title: 'Senior Vehicle Buyer',
    store: 'naperville',
    rating: 4.9,
    bio: 'Tyrell appraises more than a hundred cars a month and specializes in trucks and SUVs.',
  },
  {
    first: 'Megan',
    last: 'Kowalski',
    department: 'Sales',
    title: 'Vehicle Buyer',
    store: 'naperville',
    rating: 4.8,
    bio: 'Megan joined after eight years at a wholesale auction and knows exactly what the market pays.',
  },
  {
    first: 'Hector',
    last: 'Villanueva',
    department: 'Sales',
    title: 'Vehicle Buyer',
    store: 'schaumburg',
    rating: 4.7,
    bio: 'Hector speaks English and Spanish and helps first-time sellers through the whole process.',
  },
  {
    first: 'Aisha',
    last: 'Rahman',
    department: 'Sales',
    title: 'Title & Payoff Specialist',
    store: 'naperville',
    rating: 5.0,
    bio: 'Aisha handles lender payoffs, duplicate titles and out-of-state paperwork so sellers do not have to.',
  },
  {
    first: 'Connor',
    last: 'Walsh',
    department: 'Sales',
    title: 'Customer Experience Lead',
    store: 'schaumburg',
    rating: 4.8,
    bio: 'Connor answers the phone, the chat and the e-mail, and makes sure every seller knows what happens next.',
  },
  {
    first: 'Mei',
    last: 'Tanaka',
    department: 'Service',
    title: 'Inspection Technician',
    store: 'naperville',
    rating: 4.9,
    bio: 'Mei is an ASE-certified technician who performs the in-person inspections for cars that need a closer look.',
  },
  {
    first: 'Brandon',
    last: 'Cole',
    department: 'Service',
    title: 'Inspection Technician',
    store: 'schaumburg',
    rating: 4.7,
    bio: 'Brandon spent ten years in a dealership service bay before joining our inspection team.',
  },
  {
    first: 'Natalia',
    last: 'Petrova',
    department: 'Sales',
    title: 'Profit-Sharing Program Manager',
    store: 'naperville',
    rating: 4.9,
    bio: 'Natalia follows every profit-sharing car from reconditioning to sale and sends the second checks.',
  },
  {
    first: 'Jamal',
    last: 'Harris',
    department: 'Sales',
    title: 'Trade-In Specialist',
    store: 'schaumburg',
    rating: 4.8,
    bio: 'Jamal helps sellers who are also buying elsewhere line up their trade-in paperwork with the other dealer.',
  },
];

const DEALERSHIP_TEAM: MemberSpec[] = [
  {
    first: 'Marcus',
    last: 'Whitfield',
    department: 'Sales',
    title: 'General Manager',
    store: 'aurora',
    rating: 4.9,
    bio: 'Marcus started on the lot in 2004 and has led the Aurora store since 2016.',
  },
  {
    first: 'Alicia',
    last: 'Moreno',
    department: 'Sales',
    title: 'General Manager',
    store: 'joliet',
    rating: 4.8,
    bio: 'Alicia leads the Joliet team and runs our teen driver safety workshops.',
  },
  {
    first: 'Peter',
    last: 'Hansen',
    department: 'Sales',
    title: 'General Manager',
    store: 'elgin',
    rating: 4.8,
    bio: 'Peter manages the Elgin lot and its trade-in appraisal lane.',
  },
  {
    first: 'Grace',
    last: 'Nakamura',
    department: 'Sales',
    title: 'General Manager',
    store: 'orland-park',
    rating: 4.9,
    bio: 'Grace oversees Orland Park sales and service, and our certified pre-owned program.',
  },
  {
    first: 'Devon',
    last: 'Brooks',
    department: 'Sales',
    title: 'Sales Consultant',
    store: 'aurora',
    rating: 4.9,
    bio: 'Devon helps families find the right SUV or minivan and never rushes a test drive.',
  },
  {
    first: 'Sofia',
    last: 'Herrera',
    department: 'Sales',
    title: 'Sales Consultant',
    store: 'joliet',
    rating: 4.8,
    bio: 'Sofia is bilingual and specializes in first-time buyers and credit rebuilding.',
  },
  {
    first: 'Kyle',
    last: 'Brennan',
    department: 'Sales',
    title: 'Truck Specialist',
    store: 'orland-park',
    rating: 4.7,
    bio: 'Kyle tows his own camper and can explain payload and towing numbers in plain English.',
  },
  {
    first: 'Samantha',
    last: 'Reed',
    department: 'Sales',
    title: 'Finance Manager',
    store: 'aurora',
    rating: 4.9,
    bio: 'Samantha works with more than twenty lenders to find a payment that fits.',
  },
  {
    first: 'Omar',
    last: 'Haddad',
    department: 'Sales',
    title: 'Finance Manager',
    store: 'orland-park',
    rating: 4.8,
    bio: 'Omar specializes in second-chance financing and full credit applications.',
  },
  {
    first: 'Luis',
    last: 'Ortega',
    department: 'Service',
    title: 'Service Manager',
    store: 'aurora',
    rating: 4.9,
    bio: 'Luis is an ASE master technician who now runs the Aurora service center.',
  },
  {
    first: 'Karen',
    last: 'Liu',
    department: 'Service',
    title: 'Service Advisor',
    store: 'aurora',
    rating: 4.8,
    bio: 'Karen explains every recommendation with photos from the service bay.',
  },
  {
    first: 'Andre',
    last: 'Thompson',
    department: 'Service',
    title: 'Service Advisor',
    store: 'joliet',
    rating: 4.7,
    bio: 'Andre keeps the Joliet service drive moving and texts updates as work progresses.',
  },
  {
    first: 'Ryan',
    last: 'Schultz',
    department: 'Service',
    title: 'Master Technician',
    store: 'orland-park',
    rating: 4.9,
    bio: 'Ryan diagnoses the tricky electrical problems and trains our newer technicians.',
  },
  {
    first: 'Emily',
    last: 'Novak',
    department: 'Service',
    title: 'Service Advisor',
    store: 'orland-park',
    rating: 4.8,
    bio: 'Emily schedules service for our fleet and commercial customers.',
  },
];

const phoneFor = (ctx: SeedContext, storeId: string, index: number) => {
  const store = ctx.stores.find((candidate) => candidate.storeId === storeId);
  const area = store?.phone.slice(1, 4) ?? '630';
  return `(${area}) 555-01${String(80 + index).padStart(2, '0')}`;
};

export function buildTeam(ctx: SeedContext): TeamMemberDoc[] {
  const specs = ctx.variant === 'sell-car' ? SELL_CAR_TEAM : DEALERSHIP_TEAM;
  return specs.map((member, index): TeamMemberDoc => {
    const fullName = `${member.first} ${member.last}`;
    const memberSlug = slugify(fullName);
    return {
      _id: docId('teamMember', memberSlug),
      _type: 'teamMember',
      firstName: member.first,
      lastName: member.last,
      slug: slug(memberSlug),
      department: member.department,
      title: member.title,
      phone: phoneFor(ctx, member.store, index),
      email: `${member.first.toLowerCase()}.${member.last.toLowerCase()}@${ctx.brand.domain}`,
      rating: member.rating,
      image: portraitImage(ctx.images, fullName, `${fullName}, ${member.title}`),
      bio: member.bio,
      store: ref(storeDocId(member.store)),
      orderRank: index + 1,
    };
  });
}

interface PositionSpec {
  title: string;
  department: string;
  employmentType: string;
  store?: string;
  summary: string;
  duties: string[];
  requirements: string[];
  active: boolean;
}

const SELL_CAR_POSITIONS: PositionSpec[] = [
  {
    title: 'Vehicle Buyer',
    department: 'Acquisitions',
    employmentType: 'Full-time',
    store: 'naperville',
    summary: 'Appraise customer vehicles, explain offers and complete purchases at our Naperville buying center.',
    duties: [
      'Inspect and road-test vehicles against our condition checklist.',
      'Walk sellers through their instant cash and profit-sharing offers.',
      'Complete purchase paperwork and payoff requests.',
    ],
    requirements: [
      'Two years of appraisal, auction or dealership experience.',
      'A valid driver’s license and a clean driving record.',
      'Comfort explaining numbers to customers.',
    ],
    active: true,
  },
  {
    title: 'Inspection Technician',
    department: 'Inspections',
    employmentType: 'Full-time',
    store: 'schaumburg',
    summary: 'Perform in-person inspections on vehicles that need a closer look before a firm offer.',
    duties: [
      'Diagnose warning lights, drivability and transmission concerns.',
      'Document frame, hail and rust damage with photos.',
      'Record findings for the buying team.',
    ],
    requirements: ['ASE certification or equivalent experience.', 'Your own basic hand tools.', 'Attention to detail.'],
    active: true,
  },
  {
    title: 'Customer Experience Specialist',
    department: 'Customer Experience',
    employmentType: 'Full-time',
    summary: 'Answer calls, chats and e-mails from sellers and schedule their visits.',
    duties: [
      'Respond to leads within minutes during business hours.',
      'Book appointments and send reminders.',
      'Follow up on offers before they expire.',
    ],
    requirements: [
      'Clear written and spoken English; Spanish is a plus.',
      'Experience with a CRM.',
      'A friendly, patient manner.',
    ],
    active: true,
  },
  {
    title: 'Title Clerk',
    department: 'Administration',
    employmentType: 'Part-time',
    store: 'naperville',
    summary: 'Process titles, lien releases and registration paperwork for purchased vehicles.',
    duties: [
      'Prepare title transfers and duplicate title requests.',
      'Track lender payoffs and lien releases.',
      'Keep deal files complete and accurate.',
    ],
    requirements: ['Experience with Illinois title work preferred.', 'Strong organization skills.'],
    active: true,
  },
  {
    title: 'Lot Porter',
    department: 'Operations',
    employmentType: 'Part-time',
    store: 'schaumburg',
    summary: 'Move, clean and stage purchased vehicles.',
    duties: ['Move vehicles safely around the lot.', 'Wash and vacuum vehicles.', 'Keep the lot organized.'],
    requirements: ['Valid driver’s license.', 'Able to work outdoors in all seasons.'],
    active: false,
  },
];

const DEALERSHIP_POSITIONS: PositionSpec[] = [
  {
    title: 'Sales Consultant',
    department: 'Sales',
    employmentType: 'Full-time',
    store: 'aurora',
    summary:
      'Help shoppers find, test drive and buy the right car, with a salary-plus-bonus plan and no-haggle pricing.',
    duties: [
      'Greet customers and learn what they need.',
      'Conduct test drives and vehicle walkarounds.',
      'Follow up with online leads quickly.',
    ],
    requirements: [
      'A valid driver’s license.',
      'Customer-service experience; automotive experience is a plus.',
      'Availability on Saturdays.',
    ],
    active: true,
  },
  {
    title: 'Automotive Service Technician',
    department: 'Service',
    employmentType: 'Full-time',
    store: 'orland-park',
    summary: 'Diagnose and repair customer and pre-owned vehicles in a modern, climate-controlled shop.',
    duties: [
      'Perform maintenance, repairs and 75-point inspections.',
      'Document work clearly for advisors and customers.',
      'Keep your bay clean and safe.',
    ],
    requirements: ['ASE certifications preferred.', 'Your own tools.', 'Two years of shop experience.'],
    active: true,
  },
  {
    title: 'Service Advisor',
    department: 'Service',
    employmentType: 'Full-time',
    store: 'joliet',
    summary: 'Be the customer’s guide through every service visit, from write-up to pickup.',
    duties: [
      'Write repair orders and explain recommendations.',
      'Keep customers updated by text and phone.',
      'Coordinate with technicians and parts.',
    ],
    requirements: ['Service-drive or retail experience.', 'Organized and calm under pressure.'],
    active: true,
  },
  {
    title: 'Finance Manager',
    department: 'Finance',
    employmentType: 'Full-time',
    store: 'aurora',
    summary: 'Structure loans with our lender network and explain protection plans honestly.',
    duties: [
      'Submit credit applications and secure approvals.',
      'Present payment options and protection plans.',
      'Complete contracts accurately.',
    ],
    requirements: ['Two years of automotive finance experience.', 'Knowledge of compliance requirements.'],
    active: true,
  },
  {
    title: 'Detailer',
    department: 'Reconditioning',
    employmentType: 'Full-time',
    store: 'elgin',
    summary: 'Prepare vehicles for sale and delivery to our photo-ready standard.',
    duties: [
      'Wash, clay, polish and vacuum vehicles.',
      'Clean engine bays and interiors.',
      'Flag damage for the reconditioning team.',
    ],
    requirements: ['Detailing experience preferred.', 'Valid driver’s license.'],
    active: true,
  },
  {
    title: 'Business Development Representative',
    department: 'Sales',
    employmentType: 'Part-time',
    summary: 'Answer online inquiries and set appointments for the sales team.',
    duties: ['Respond to web leads and chats.', 'Schedule test drives and appraisals.'],
    requirements: ['Excellent writing skills.', 'CRM experience.'],
    active: false,
  },
];

export function buildPositions(ctx: SeedContext): JobPositionDoc[] {
  const specs = ctx.variant === 'sell-car' ? SELL_CAR_POSITIONS : DEALERSHIP_POSITIONS;
  return specs.map((position): JobPositionDoc => {
    const positionSlug = slugify(`${position.title}${position.store ? ` ${position.store}` : ''}`);
    const id = docId('jobPosition', positionSlug);
    return {
      _id: id,
      _type: 'jobPosition',
      title: position.title,
      slug: slug(positionSlug),
      department: position.department,
      employmentType: position.employmentType,
      store: position.store ? ref(storeDocId(position.store)) : undefined,
      summary: position.summary,
      description: richText(`${id}/description`, [
        position.summary,
        { h3: 'What you will do' },
        { ul: position.duties },
        { h3: 'What you bring' },
        { ul: position.requirements },
        { h3: 'What we offer' },
        {
          ul: [
            'Medical, dental and vision coverage.',
            'A 401(k) with company match.',
            'Paid time off and paid training.',
            'Employee pricing on vehicles and service.',
          ],
        },
      ]),
      active: position.active,
    };
  });
}
