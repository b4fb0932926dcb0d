import { seedDemoAccounts } from '../auth/demo-accounts.js';
import { seedContent } from '../content/seed.js';
import type { AppContext } from '../context.js';
import { seedIcons } from '../icons/seed.js';
import { seedSitePictures } from '../images/site-pictures.js';
import { seedPriceBook } from '../price-book/repository.js';
import { seedServiceCatalogue } from '../services/seed.js';
import { seedSiteBlocks } from '../site-blocks/repository.js';
import { seedCompany } from '../settings/repository.js';

/** Inserts missing reference data; never changes or removes what is already there. */
export async function seed(ctx: AppContext): Promise<void> {
  await seedCompany(ctx.db);
  await seedServiceCatalogue(ctx.db);
  await seedPriceBook(ctx.db);
  await seedSitePictures(ctx);
  await seedIcons(ctx);
  await seedContent(ctx.db);
  await seedSiteBlocks(ctx.db);
  await seedDemoAccounts(ctx);
}
