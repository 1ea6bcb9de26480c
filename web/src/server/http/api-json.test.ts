import { apiJson } from './api-json';

test.each([
  [{ id: 'a', status: 'queued' }, 201],
  [{ errors: { email: 'Introduzca un correo electrónico válido' } }, 400],
])(
  '%j answers %i with its exact byte length, not stored, not transformed (not compressed), JSON',
  async (body, status) => {
    const response = apiJson(body, status, { 'retry-after': '5' });
    const text = await response.text();
    expect(response.status).toBe(status);
    expect(JSON.parse(text)).toEqual(body);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(response.headers.get('retry-after')).toBe('5');
  },
);
