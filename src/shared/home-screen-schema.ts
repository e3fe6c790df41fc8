import { z } from 'zod';
import { cardIdQuerySchema } from './card';
import { HOME_SCREEN_ICON_SIZES } from './home-screen';

/** `GET /showcase/icon.png?id=&size=`: a card's home-screen icon at one of the sizes offered. */
export const homeScreenIconQuerySchema = cardIdQuerySchema.extend({
  size: z.enum(HOME_SCREEN_ICON_SIZES),
});
