import { handlePhoneValidationRequest, phoneValidationDeps } from '@/server/phone-verification';

/** Phone verification (spec §7): texts a 6-digit code, then confirms it and sets the phone cookies. */
export function POST(request: Request): Promise<Response> {
  return handlePhoneValidationRequest(request, phoneValidationDeps);
}

// node:crypto, the database and the file system (local SMS adapter).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
