import type { SeedProduct } from '../types.js';
import { ACCESSORIES } from './accessories.js';
import { AUDIO } from './audio.js';
import { CAMERAS } from './cameras.js';
import { GIFT_CARDS } from './gift-cards.js';
import { LAPTOPS } from './laptops.js';
import { PHONES } from './phones.js';
import { TABLETS } from './tablets.js';

/** Every demo product in insertion order; products get ids 1..n in this order. */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  ...PHONES,
  ...TABLETS,
  ...LAPTOPS,
  ...ACCESSORIES,
  ...AUDIO,
  ...CAMERAS,
  ...GIFT_CARDS,
];
