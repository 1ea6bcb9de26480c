import type { useLeadSubmit } from '../forms/use-lead-submit';
import type { VehicleDialogContext } from './types';

export interface FlowProps {
  context: VehicleDialogContext;
  /** The dialog's lead sender: posts to /api/leads, shows the lead toasts, saves the profile. */
  lead: ReturnType<typeof useLeadSubmit>;
  onClose: () => void;
  /** After a lead that changes what the page shows (unlocked price): close and re-render the page. */
  onDone: () => void;
}
