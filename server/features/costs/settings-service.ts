import { can } from '@shared/policy';
import { type CostSettings, DEFAULT_COST_SETTINGS } from '@shared/schemas/costs';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { costSettings } from '../../db/schema-costs';
import { recordEffects } from '../../effects/record-effects';
import { forbidden } from '../../http/errors';
import { requireCurrentMembership } from '../cabins';

// The cabin's night fee and how a child's night counts (issue #16). Each change is a new row, so
// a stay's fee can use the rates in force when it ended, not whatever they are when charged.

const settingsColumns = {
  feePerAdultNightOre: costSettings.feePerAdultNightOre,
  feePerChildNightOre: costSettings.feePerChildNightOre,
  childNightPercent: costSettings.childNightPercent,
};

/** The settings in force at `at` (now when left out); the defaults before any were set. */
export async function settingsAt(executor: Executor, cabinId: string, at?: Date): Promise<CostSettings> {
  const [row] = await executor
    .select(settingsColumns)
    .from(costSettings)
    .where(and(eq(costSettings.cabinId, cabinId), at ? lte(costSettings.changedAt, at) : undefined))
    .orderBy(desc(costSettings.changedAt), desc(costSettings.id))
    .limit(1);
  return row ?? DEFAULT_COST_SETTINGS;
}

export async function readCostSettings(db: Database, userId: string): Promise<CostSettings> {
  const { cabinId } = await requireCurrentMembership(db, userId);
  return settingsAt(db, cabinId);
}

export async function changeCostSettings(
  db: Database,
  userId: string,
  body: CostSettings,
  now: Date,
): Promise<CostSettings> {
  return db.transaction(async (tx) => {
    const { cabinId, role } = await requireCurrentMembership(tx, userId);
    if (!can(role, 'manageCosts'))
      throw forbidden('Only the owner or an admin can change the cost settings', 'owner_or_admin_only');
    await tx.insert(costSettings).values({ cabinId, ...body, changedById: userId, changedAt: now });
    await recordEffects(tx, { live: [{ type: 'expenses_changed', cabinId }] });
    return settingsAt(tx, cabinId);
  });
}
