import { unsubscribeRoute } from '@/server/alerts/unsubscribe-route';

/** RFC 8058 one-click unsubscribe of alert e-mails (docs/alerts.md#unsubscribe). */
export const POST = unsubscribeRoute();

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
