import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabins } from '../../db/schema';
import { ownerAdminAndMember } from '../../test/cabin-fixtures';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

// The cabin's power price settings (issue #41, decision 062) in PATCH and GET /api/cabin: the
// owner's and admins' (choosePowerPrices), bounds as 400s naming the field, and a price area
// suggested from the cabin's coordinates.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the power price settings', () => {
  it('are set by the owner and admins and read back by every member', async () => {
    const { owner, admin, member } = await ownerAdminAndMember(t, 'Strømhytta');
    const set = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { priceArea: 'NO1', gridFeeOre: 45, addVat: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ priceArea: 'NO1', gridFeeOre: 45, addVat: true, fixedPriceOre: null });

    const byAdmin = await injectAs(t.app, admin, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { fixedPriceOre: 120, addVat: false },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const read = await injectAs(t.app, member, { method: 'GET', url: '/api/cabin' });
    expect(read.json()).toMatchObject({
      priceArea: 'NO1',
      gridFeeOre: 45,
      addVat: false,
      fixedPriceOre: 120,
    });

    const byMember = await injectAs(t.app, member, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { gridFeeOre: 0 },
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ code: 'owner_or_admin_only' });

    const cleared = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { fixedPriceOre: null, priceArea: null },
    });
    expect(cleared.json()).toMatchObject({ priceArea: null, fixedPriceOre: null, gridFeeOre: 45 });
  });

  it.each([
    ['priceArea', 'NO6'],
    ['priceArea', 'no1'],
    ['gridFeeOre', -1],
    ['gridFeeOre', 12.5],
    ['gridFeeOre', 100_001],
    ['gridFeeOre', null],
    ['addVat', 'yes'],
    ['fixedPriceOre', -5],
    ['fixedPriceOre', '100'],
  ])('refuses %s %j with 400 naming the field', async (field, value) => {
    const { owner } = await ownerAdminAndMember(t, 'Feilhytta');
    const response = await injectAs(t.app, owner, {
      method: 'PATCH',
      url: '/api/cabin',
      payload: { [field]: value },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('suggests a price area from the cabin coordinates', async () => {
    const { owner, cabin } = await ownerAdminAndMember(t, 'Fjordhytta');
    await t.database.db
      .update(cabins)
      .set({ latitude: 60.63, longitude: 6.42 })
      .where(eq(cabins.id, cabin.id));
    const read = await injectAs(t.app, owner, { method: 'GET', url: '/api/cabin' });
    expect(read.json()).toMatchObject({ suggestedPriceArea: 'NO5', priceArea: null });
  });
});
