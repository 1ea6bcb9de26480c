/** Popular services (dealership), with the dealer-management-system op codes sent with appointments. */
import { serviceIconImage } from '../images/library';
import type { SymbolName } from '../images/symbols';
import type { ServiceItemDoc } from '../types';
import type { SeedContext } from './context';
import { docId } from '../keys';

interface ServiceSpec {
  opCode: string;
  name: string;
  description: string;
  notes: string;
  price: string;
  icon: SymbolName;
}

const SERVICES: ServiceSpec[] = [
  {
    opCode: 'LOF01',
    name: 'Synthetic Oil Change',
    description:
      'Full synthetic oil and filter, fluid top-off and a multi-point inspection. Recommended every 3,000 to 5,000 miles.',
    notes: 'Customer requests full synthetic oil change with multi-point inspection.',
    price: 'From $79.95',
    icon: 'drop',
  },
  {
    opCode: 'ROT02',
    name: 'Tire Rotation & Balance',
    description: 'Rotate and balance all four tires, set pressures and report tread depth.',
    notes: 'Rotate and balance four tires; record tread depths.',
    price: 'From $39.95',
    icon: 'tire',
  },
  {
    opCode: 'BRK10',
    name: 'Brake Inspection & Service',
    description: 'Measure pads and rotors, inspect lines and fluid, and quote any needed work before we start.',
    notes: 'Inspect brakes; quote pads/rotors before performing work.',
    price: 'Free inspection',
    icon: 'disc',
  },
  {
    opCode: 'BAT05',
    name: 'Battery Test & Replacement',
    description: 'Load-test the battery and charging system; replace with a warrantied battery if needed.',
    notes: 'Test battery and charging system; advise.',
    price: 'Free test',
    icon: 'battery',
  },
  {
    opCode: 'ALN03',
    name: 'Wheel Alignment',
    description: 'Four-wheel computer alignment to factory specifications, with before-and-after printout.',
    notes: 'Perform four-wheel alignment; print specs.',
    price: 'From $119.95',
    icon: 'align',
  },
  {
    opCode: 'AC07',
    name: 'A/C Performance Check',
    description: 'Check cooling performance, inspect for leaks and replace the cabin air filter if needed.',
    notes: 'A/C performance test and leak check.',
    price: 'From $39.95',
    icon: 'snowflake',
  },
  {
    opCode: 'INSP75',
    name: '75-Point Inspection',
    description: 'The same 75-point inspection we perform on every vehicle we sell, with a written report.',
    notes: 'Perform 75-point inspection; provide written report.',
    price: '$49.95',
    icon: 'clipboard',
  },
  {
    opCode: 'WIP04',
    name: 'Wiper Blade Replacement',
    description: 'Premium wiper blades installed while you wait.',
    notes: 'Replace front wiper blades.',
    price: 'From $29.95',
    icon: 'wiper',
  },
];

export function buildServiceItems(ctx: SeedContext): ServiceItemDoc[] {
  return SERVICES.map((spec, index) => ({
    _id: docId('serviceItem', spec.opCode.toLowerCase()),
    _type: 'serviceItem',
    opCode: spec.opCode,
    name: spec.name,
    description: spec.description,
    notes: spec.notes,
    price: spec.price,
    icon: serviceIconImage(
      ctx.images,
      `${ctx.brand.key}-${spec.opCode.toLowerCase()}`,
      ctx.brand.color,
      spec.icon,
      `${spec.name} icon`,
    ),
    orderRank: index + 1,
  }));
}
