/**
 * The back office of packages and payments (issue 18, areas `packages` and `payments`; decision
 * 024): the groups and packages, and the revenue by month (the subscriptions, orders and refunds
 * are orders-admin.ts). Every write leaves its audit entry in its own transaction;
 * after it, the caches it changed are emptied (the packages pages, and each reader's plan and
 * entitlements: a package's entitlements are what its subscribers may do).
 */
import type { Db } from '../../db/client';
import type { Staff } from '../../platform/admin';
import { NotFound, ValidationFailed } from '../../platform/errors';
import type { Entitlement } from '../../../shared/constants';
import { todayIso } from '../../../shared/dates';
import type { AdminPackage, AdminPackageGroup, AdminPackages, PackageBody, PackageGroupBody, Revenue } from '../../../shared/schemas/subscriptions-admin';
import { recordAudit } from '../../platform/audit';
import * as repo from './repository';
import * as adminRepo from './repository/admin';
import { fromCents, money, PACKAGES_CACHE, SUBSCRIPTIONS_CACHE, type SubscriptionDeps } from './subscription';

/** Months the revenue chart shows, the current one included. */
export const REVENUE_MONTHS = 12;

/** A package's change reaches the public packages pages and every subscriber's entitlements. */
const invalidatePackages = (deps: Pick<SubscriptionDeps, 'cache'>) =>
  Promise.all([deps.cache.invalidate(PACKAGES_CACHE), deps.cache.invalidate(SUBSCRIPTIONS_CACHE)]);

// ---- groups and packages ------------------------------------------------------------------

const groupOf = (r: Awaited<ReturnType<typeof adminRepo.adminGroups>>[number]): AdminPackageGroup => ({
  id: r.t.id,
  name_ar: r.t.nameAr,
  name_en: r.t.nameEn,
  sort: r.t.sort,
  packages: r.packages,
});

function packageOf(r: { p: repo.PackageRow; subscriptions: number; current: number }): AdminPackage {
  const { p } = r;
  return {
    id: p.id,
    type_id: p.typeId,
    tier: p.tier,
    billing: p.billing,
    title_ar: p.titleAr,
    title_en: p.titleEn,
    description_ar: p.descriptionAr,
    description_en: p.descriptionEn,
    price: money(p.price),
    duration_months: p.durationMonths,
    number_of_emails: p.numberOfEmails,
    entitlements: p.entitlements as Entitlement[],
    is_active: p.isActive,
    sort: p.sort,
    subscriptions: r.subscriptions,
    current_subscriptions: r.current,
  };
}

/** What the audit keeps of a package: its fields, not its counts. */
const audited = (p: repo.PackageRow) => ({ ...p, price: money(p.price) });

export async function adminPackagesData(db: Db): Promise<AdminPackages> {
  const [groups, packages] = await Promise.all([adminRepo.adminGroups(db), adminRepo.adminPackages(db, todayIso())]);
  return { groups: groups.map(groupOf), packages: packages.map(packageOf) };
}

export async function updatePackageGroup(deps: SubscriptionDeps, staff: Staff, id: number, body: PackageGroupBody): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await adminRepo.findGroup(tx, id);
    if (!before) throw new NotFound('api.packages_group_not_found');
    const after = await adminRepo.updateGroup(tx, id, { nameAr: body.name_ar, nameEn: body.name_en, sort: body.sort });
    await recordAudit(tx, staff, { area: 'packages', action: 'package_group.update', entity: 'package_group', entityId: id, before, after });
  });
  await invalidatePackages(deps);
}

const valuesOf = (b: PackageBody): adminRepo.NewPackage => ({
  typeId: b.type_id,
  tier: b.tier,
  billing: b.billing,
  titleAr: b.title_ar,
  titleEn: b.title_en,
  descriptionAr: b.description_ar,
  descriptionEn: b.description_en,
  price: money(b.price),
  durationMonths: b.duration_months,
  numberOfEmails: b.number_of_emails,
  entitlements: b.entitlements,
  isActive: b.is_active,
  sort: b.sort,
});

async function requireGroup(db: Parameters<typeof adminRepo.findGroup>[0], typeId: number) {
  if (!(await adminRepo.findGroup(db, typeId))) throw new ValidationFailed({ type_id: ['packages_group_unknown'] });
}

export async function createPackage(deps: SubscriptionDeps, staff: Staff, body: PackageBody): Promise<AdminPackage> {
  const created = await deps.db.transaction(async (tx) => {
    await requireGroup(tx, body.type_id);
    const row = await adminRepo.insertPackage(tx, valuesOf(body));
    await recordAudit(tx, staff, { area: 'packages', action: 'package.create', entity: 'package', entityId: row.id, after: audited(row) });
    return row;
  });
  await invalidatePackages(deps);
  return packageOf({ p: created, subscriptions: 0, current: 0 });
}

/**
 * Replaces a package's fields. Orders already made keep their frozen lines (title, price,
 * duration); the entitlements change at once for its current subscribers.
 */
export async function updatePackage(deps: SubscriptionDeps, staff: Staff, id: number, body: PackageBody): Promise<AdminPackage> {
  const updated = await deps.db.transaction(async (tx) => {
    const before = await adminRepo.lockPackage(tx, id);
    if (!before) throw new NotFound('api.packages_not_found');
    await requireGroup(tx, body.type_id);
    const after = (await adminRepo.updatePackage(tx, id, valuesOf(body)))!;
    await recordAudit(tx, staff, {
      area: 'packages',
      action: 'package.update',
      entity: 'package',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return adminRepo.adminPackage(tx, id, todayIso());
  });
  await invalidatePackages(deps);
  return packageOf(updated!);
}

/** Deletes a package nobody ever subscribed to or ordered; one with subscriptions or orders is deactivated instead (no longer offered). */
export async function removePackage(deps: SubscriptionDeps, staff: Staff, id: number): Promise<{ deleted: boolean; package: AdminPackage | null }> {
  const result = await deps.db.transaction(async (tx) => {
    const before = await adminRepo.lockPackage(tx, id);
    if (!before) throw new NotFound('api.packages_not_found');
    if (!(await adminRepo.packageInUse(tx, id))) {
      await adminRepo.deletePackage(tx, id);
      await recordAudit(tx, staff, { area: 'packages', action: 'package.delete', entity: 'package', entityId: id, before: audited(before) });
      return { deleted: true, package: null };
    }
    const after = (await adminRepo.updatePackage(tx, id, { isActive: false }))!;
    await recordAudit(tx, staff, {
      area: 'packages',
      action: 'package.deactivate',
      entity: 'package',
      entityId: id,
      before: { is_active: before.isActive },
      after: { is_active: after.isActive },
    });
    return { deleted: false, package: packageOf((await adminRepo.adminPackage(tx, id, todayIso()))!) };
  });
  await invalidatePackages(deps);
  return result;
}

// ---- revenue ------------------------------------------------------------------------------

/** The last 12 months: paid, refunded and their difference, in LE. */
export async function revenue(db: Db): Promise<Revenue> {
  const months = await adminRepo.revenueByMonth(db, REVENUE_MONTHS);
  return {
    currency: 'EGP',
    months: months.map((m) => ({
      month: m.month,
      paid_count: m.paidCount,
      paid_amount: fromCents(m.paidCents),
      refunded_count: m.refundedCount,
      refunded_amount: fromCents(m.refundedCents),
      net_amount: fromCents(m.paidCents - m.refundedCents),
    })),
  };
}
