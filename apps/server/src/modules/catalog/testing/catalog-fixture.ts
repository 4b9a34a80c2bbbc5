import { randomUUID } from 'node:crypto';
import {
  brands,
  categories,
  productCategories,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productVariants,
  reviews,
  type Db,
} from '@matjar/db';

/**
 * A small catalogue of its own for API tests: names carry a unique tag, so test files can share one
 * PostgreSQL database (CI) without seeing each other's rows when they filter by these ids.
 */
export async function insertCatalogFixture(db: Db) {
  const tag = randomUUID().slice(0, 8);
  const [phones, audio, spare] = await db
    .insert(categories)
    .values([
      { name: `هواتف ${tag}`, nameEn: `Phones ${tag}`, icon: '📱' },
      { name: `صوتيات ${tag}`, nameEn: `Audio ${tag}`, icon: '🎧' },
      { name: `فارغة ${tag}`, nameEn: `Empty ${tag}`, icon: null },
    ])
    .returning();
  const [apple, sony] = await db
    .insert(brands)
    .values([
      { name: `أبل ${tag}`, nameEn: `Apple ${tag}` },
      { name: `سوني ${tag}`, nameEn: `Sony ${tag}` },
    ])
    .returning();
  const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));
  const [iphone, headphones, oldPhone, hidden, earbuds] = await db
    .insert(products)
    .values([
      {
        name: `آيفون ١٥ برو ${tag}`,
        nameEn: `iPhone 15 Pro ${tag}`,
        description: 'هاتف',
        descriptionEn: 'A phone',
        price: 400_000,
        categoryId: phones!.id,
        brandId: apple!.id,
        stock: 5,
        isSpecialOffer: true,
        discountType: 'percentage',
        discountValue: 10,
        image: '/media/iphone.webp',
        createdAt: at(4),
      },
      {
        name: `سمّاعة رأس لاسلكيّة ${tag}`,
        nameEn: `Wireless Headphones ${tag}`,
        description: 'سماعة',
        price: 150_000,
        categoryId: audio!.id,
        brandId: sony!.id,
        stock: 2,
        createdAt: at(3),
      },
      {
        name: `هاتف قديم ${tag}`,
        nameEn: `Old phone ${tag}`,
        description: 'قديم',
        price: 50_000,
        categoryId: phones!.id,
        brandId: sony!.id,
        createdAt: at(2),
      },
      {
        name: `مخفي ${tag}`,
        nameEn: `Hidden ${tag}`,
        description: 'غير نشط',
        price: 1_000,
        categoryId: phones!.id,
        brandId: apple!.id,
        isActive: false,
        createdAt: at(5),
      },
      {
        name: `سماعات أذن ${tag}`,
        nameEn: `Earbuds ${tag}`,
        description: 'سماعات',
        price: 80_000,
        categoryId: audio!.id,
        brandId: apple!.id,
        discountType: 'fixed',
        discountValue: 100_000,
        createdAt: at(1),
      },
    ])
    .returning();
  // Earbuds are linked to phones too (product_categories), so they count there as well.
  await db.insert(productCategories).values([
    { productId: iphone!.id, categoryId: phones!.id },
    { productId: headphones!.id, categoryId: audio!.id },
    { productId: oldPhone!.id, categoryId: phones!.id },
    { productId: hidden!.id, categoryId: phones!.id },
    { productId: earbuds!.id, categoryId: audio!.id },
    { productId: earbuds!.id, categoryId: phones!.id },
  ]);
  await db.insert(productImages).values([
    { productId: iphone!.id, imageUrl: '/media/b.webp', displayOrder: 2 },
    { productId: iphone!.id, imageUrl: '/media/a.webp', displayOrder: 1 },
  ]);
  const [colour] = await db
    .insert(productOptions)
    .values({ productId: iphone!.id, optionName: 'اللون', optionNameEn: 'Colour', optionType: 'color' })
    .returning();
  await db.insert(productOptionValues).values([
    { optionId: colour!.id, value: 'أسود', valueEn: 'Black', colorHex: '#000000', createdAt: at(1) },
    { optionId: colour!.id, value: 'أبيض', valueEn: 'White', colorHex: '#ffffff', createdAt: at(2) },
  ]);
  await db.insert(productVariants).values([
    { productId: iphone!.id, name: '256', price: 450_000, stock: 3, createdAt: at(2) },
    { productId: iphone!.id, name: '128', price: 420_000, stock: 0, createdAt: at(1) },
    { productId: iphone!.id, name: 'قديم', price: 1, stock: 9, isActive: false, createdAt: at(0) },
  ]);
  await db.insert(reviews).values([
    { productId: iphone!.id, customerName: 'سارة', comment: 'ممتاز', rating: 5, createdAt: at(1) },
    { productId: iphone!.id, customerName: 'Ali', comment: 'Good', rating: 4, createdAt: at(2) },
    { productId: iphone!.id, customerName: 'Omar', comment: 'Fine', rating: 4, createdAt: at(3) },
  ]);
  return {
    tag,
    phones: phones!,
    audio: audio!,
    spare: spare!,
    apple: apple!,
    sony: sony!,
    iphone: iphone!,
    headphones: headphones!,
    oldPhone: oldPhone!,
    hidden: hidden!,
    earbuds: earbuds!,
  };
}
export type CatalogFixture = Awaited<ReturnType<typeof insertCatalogFixture>>;
