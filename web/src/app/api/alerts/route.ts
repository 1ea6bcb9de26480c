import { alertRoute } from '@/server/alerts/alert-route';
import { leadContent } from '@/server/leads/lead-content';

/** Shoppers' e-mail alerts: sign-up with double opt-in (docs/alerts.md#signing-up). */
export const POST = alertRoute({ content: leadContent });

// Needs node:crypto and the database.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
