/** The offer a booking is made with: its id and name. */
export interface ScheduleOffer {
  offerId: string;
  name: string;
}

/** A popular service the form offers (a CMS service item with an op code and a name). */
export interface ScheduleService {
  opCode: string;
  name: string;
  price: string | null;
}

/**
 * What the appointment form of /service/schedule starts from besides its strings: the CMS popular services and what
 * the request asks (`?service=` preselects services, `?offer=` a running service offer, `?appointment=` a booking
 * to change).
 */
export interface ServiceSchedule {
  services: ScheduleService[];
  pathname: string;
  wanted: string[];
  appointmentId: string;
  offer: ScheduleOffer | undefined;
}
