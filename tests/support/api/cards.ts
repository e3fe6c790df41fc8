import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Card } from '../../../src/shared/card';
import { png } from '../shared/images';
import { multipart } from '../shared/multipart';

/** A card with every kind of field the public page shows, text only. */
export const SAMPLE_CARD_FIELDS: Readonly<Record<string, string>> = {
  fullName: 'Grace Hopper',
  jobTitle: 'Rear Admiral',
  company: 'Navy',
  bio: 'Compilers',
  email: 'grace@example.com',
  phone: '0412 345 678',
  location: 'Arlington',
  website: 'www.example.com',
};

/**
 * Creates a card through the API as the user whose session is `cookie`, with a PNG profile
 * picture; fails the test unless the card is made (201).
 */
export async function createCardAs(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string>,
): Promise<Card> {
  const form = multipart(fields, [
    { field: 'profileImage', filename: 'p.png', contentType: 'image/png', content: await png() },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/card/create-card',
    headers: { ...form.headers, cookie },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Card>();
}

/** Updates card `id` through the API with `fields` (the whole form); fails the test unless 200. */
export async function updateCardAs(
  app: FastifyInstance,
  cookie: string,
  id: string,
  fields: Record<string, string>,
): Promise<Card> {
  const form = multipart({ ...fields, id });
  const response = await app.inject({
    method: 'POST',
    url: '/api/card/update-card',
    headers: { ...form.headers, cookie },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Card>();
}
