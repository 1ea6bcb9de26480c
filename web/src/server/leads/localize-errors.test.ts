/**
 * `POST /api/leads` answers field messages in the language the request asks for: the site's forms send the page's
 * language as Accept-Language; without it the documented English stays. Invalid bodies never reach the database.
 */
import { FIRST_NAME_MESSAGE, REQUIRED_MESSAGE } from '@/lib/leads/messages';

import { handleLeadRequest } from './lead-request';
import { embeddedLeadContent } from './testing/embedded-lead-content';

const content = embeddedLeadContent('dealership');

function emptyContact(acceptLanguage?: string): Request {
  return new Request('http://localhost/api/leads', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }),
    },
    body: JSON.stringify({ form: 'CONTACT_SALES', firstName: '', email: 'not-an-address' }),
  });
}

test.each<[string | undefined, string, string, string]>([
  [undefined, FIRST_NAME_MESSAGE, REQUIRED_MESSAGE, 'Please enter a valid email address'],
  ['en-US,en;q=0.9', FIRST_NAME_MESSAGE, REQUIRED_MESSAGE, 'Please enter a valid email address'],
  ['es', 'Ingrese su nombre.', 'Este campo es obligatorio', 'Ingrese un correo electrónico válido'],
  [
    'es-US,es;q=0.9,en;q=0.8',
    'Ingrese su nombre.',
    'Este campo es obligatorio',
    'Ingrese un correo electrónico válido',
  ],
  ['fr-FR,es;q=0.5', 'Ingrese su nombre.', 'Este campo es obligatorio', 'Ingrese un correo electrónico válido'],
  ['en;q=0.4,es;q=0.8', 'Ingrese su nombre.', 'Este campo es obligatorio', 'Ingrese un correo electrónico válido'],
])('Accept-Language %p: 400 with first name %p, required %p, e-mail %p', async (header, firstName, required, email) => {
  const response = await handleLeadRequest(emptyContact(header), { content });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { errors: Record<string, string> };
  expect(body.errors.firstName).toBe(firstName);
  expect(body.errors.lastName).toBe(required === REQUIRED_MESSAGE ? 'Enter your last name.' : 'Ingrese su apellido.');
  expect(body.errors.phone).toBe(required);
  expect(body.errors.email).toBe(email);
});
