/**
 * Signs the Studio's requests to the site's `/api/studio/*` endpoints (the site checks them in
 * web/src/server/studio/signature.ts): HMAC-SHA256 with the shared LEAD_TEST_SECRET over
 * `<timestamp>.<METHOD>.<path and query>.<body>`, sent as `x-dealer-studio-signature: t=<ms>,v1=<hex>`.
 * Web Crypto only, so it runs in the browser (secure contexts: https or localhost) and in Node.
 */
export const STUDIO_SIGNATURE_HEADER = 'x-dealer-studio-signature';

export interface RequestToSign {
  method: 'GET' | 'POST';
  pathAndQuery: string;
  body: string;
}

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function signStudioRequest(secret: string, request: RequestToSign, timestamp: number): Promise<string> {
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const message = `${timestamp}.${request.method}.${request.pathAndQuery}.${request.body}`;
  const digest = await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message));
  return `t=${timestamp},v1=${hex(digest)}`;
}
