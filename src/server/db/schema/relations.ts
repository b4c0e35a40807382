// All relations in one place so the domain schema files never import each other in a cycle.
import { relations } from 'drizzle-orm';
import { oneTimeCodes, sessions, users } from './accounts';
import { itemGovernorates, items, producers, producerTypes, products, productTypes, units } from './catalog';
import { dealRequests, deals } from './deals';
import { countries, governorates } from './geography';
import { jobApplications, jobs } from './jobs';
import { news, newsCategories } from './news';
import { partners, profileTypes } from './partners';
import { prices } from './prices';
import { payments, subscriptionPackages, subscriptions, subscriptionTypes } from './subscriptions';

export const countriesRelations = relations(countries, ({ many }) => ({
  governorates: many(governorates),
  producers: many(producers),
  partners: many(partners),
}));
export const governoratesRelations = relations(governorates, ({ one, many }) => ({
  country: one(countries, { fields: [governorates.countryId], references: [countries.id] }),
  itemGovernorates: many(itemGovernorates),
}));

export const productsRelations = relations(products, ({ many }) => ({ productTypes: many(productTypes), items: many(items) }));
export const productTypesRelations = relations(productTypes, ({ one, many }) => ({
  product: one(products, { fields: [productTypes.productId], references: [products.id] }),
  items: many(items),
}));
export const producerTypesRelations = relations(producerTypes, ({ many }) => ({ producers: many(producers) }));
export const producersRelations = relations(producers, ({ one, many }) => ({
  producerType: one(producerTypes, { fields: [producers.producerTypeId], references: [producerTypes.id] }),
  country: one(countries, { fields: [producers.countryId], references: [countries.id] }),
  items: many(items),
}));
export const unitsRelations = relations(units, ({ many }) => ({ items: many(items) }));
export const itemsRelations = relations(items, ({ one, many }) => ({
  product: one(products, { fields: [items.productId], references: [products.id] }),
  productType: one(productTypes, { fields: [items.productTypeId], references: [productTypes.id] }),
  producer: one(producers, { fields: [items.producerId], references: [producers.id] }),
  unit: one(units, { fields: [items.unitId], references: [units.id] }),
  itemGovernorates: many(itemGovernorates),
  prices: many(prices),
}));
export const itemGovernoratesRelations = relations(itemGovernorates, ({ one }) => ({
  item: one(items, { fields: [itemGovernorates.itemId], references: [items.id] }),
  governorate: one(governorates, { fields: [itemGovernorates.governorateId], references: [governorates.id] }),
}));
export const pricesRelations = relations(prices, ({ one }) => ({
  item: one(items, { fields: [prices.itemId], references: [items.id] }),
  governorate: one(governorates, { fields: [prices.governorateId], references: [governorates.id] }),
}));

export const newsCategoriesRelations = relations(newsCategories, ({ many }) => ({ news: many(news) }));
export const newsRelations = relations(news, ({ one }) => ({
  category: one(newsCategories, { fields: [news.categoryId], references: [newsCategories.id] }),
}));

export const profileTypesRelations = relations(profileTypes, ({ many }) => ({ partners: many(partners) }));
export const partnersRelations = relations(partners, ({ one }) => ({
  profileType: one(profileTypes, { fields: [partners.profileTypeId], references: [profileTypes.id] }),
  country: one(countries, { fields: [partners.countryId], references: [countries.id] }),
}));

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  oneTimeCodes: many(oneTimeCodes),
  subscriptions: many(subscriptions),
  payments: many(payments),
  deals: many(deals),
  dealRequests: many(dealRequests),
  jobs: many(jobs),
  jobApplications: many(jobApplications),
}));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
export const oneTimeCodesRelations = relations(oneTimeCodes, ({ one }) => ({
  user: one(users, { fields: [oneTimeCodes.userId], references: [users.id] }),
}));

export const subscriptionTypesRelations = relations(subscriptionTypes, ({ many }) => ({ packages: many(subscriptionPackages) }));
export const subscriptionPackagesRelations = relations(subscriptionPackages, ({ one, many }) => ({
  type: one(subscriptionTypes, { fields: [subscriptionPackages.typeId], references: [subscriptionTypes.id] }),
  subscriptions: many(subscriptions),
}));
export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  user: one(users, { fields: [subscriptions.userId], references: [users.id] }),
  package: one(subscriptionPackages, { fields: [subscriptions.packageId], references: [subscriptionPackages.id] }),
  payment: one(payments, { fields: [subscriptions.paymentId], references: [payments.id] }),
}));
export const paymentsRelations = relations(payments, ({ one, many }) => ({
  user: one(users, { fields: [payments.userId], references: [users.id] }),
  subscriptions: many(subscriptions),
}));

export const dealsRelations = relations(deals, ({ one, many }) => ({
  user: one(users, { fields: [deals.userId], references: [users.id] }),
  product: one(products, { fields: [deals.productId], references: [products.id] }),
  productType: one(productTypes, { fields: [deals.productTypeId], references: [productTypes.id] }),
  producer: one(producers, { fields: [deals.producerId], references: [producers.id] }),
  item: one(items, { fields: [deals.itemId], references: [items.id] }),
  governorate: one(governorates, { fields: [deals.governorateId], references: [governorates.id] }),
  unit: one(units, { fields: [deals.unitId], references: [units.id] }),
  requests: many(dealRequests),
}));
export const dealRequestsRelations = relations(dealRequests, ({ one }) => ({
  deal: one(deals, { fields: [dealRequests.dealId], references: [deals.id] }),
  user: one(users, { fields: [dealRequests.userId], references: [users.id] }),
}));

export const jobsRelations = relations(jobs, ({ one, many }) => ({
  user: one(users, { fields: [jobs.userId], references: [users.id] }),
  applications: many(jobApplications),
}));
export const jobApplicationsRelations = relations(jobApplications, ({ one }) => ({
  job: one(jobs, { fields: [jobApplications.jobId], references: [jobs.id] }),
  user: one(users, { fields: [jobApplications.userId], references: [users.id] }),
}));
