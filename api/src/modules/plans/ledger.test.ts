import { and, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { users } from '../users/index.js';
import { applyOperation, decide, entriesOf, expireDuePlans, expiryEntry, remainingLessons, remainingOf, usedOf, type LedgerEntryLike, type LedgerOperation, type LedgerPlan } from './ledger.js';
import { balanceEntries, userPlans } from './plans.table.js';

const DAY = 24 * 60 * 60 * 1000;

/** A small seeded generator (mulberry32): every run draws the same sequences, and a failure names its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

type Step = { op: LedgerOperation } | { op: 'expire' } | { op: 'wait'; days: number };

function randomStep(draw: ReturnType<typeof random>): Step {
  const roll = draw.next();
  if (roll < 0.12) return { op: { kind: 'pay' } };
  if (roll < 0.5) return { op: { kind: 'charge' } };
  if (roll < 0.65) return { op: { kind: 'refund' } };
  if (roll < 0.75) return { op: { kind: 'manual', amount: draw.int(-6, 6) } };
  if (roll < 0.88) return { op: 'expire' };
  return { op: 'wait', days: draw.int(1, 12) };
}

/**
 * The model: what a student's pack should hold, written independently of the rules under test.
 * Everything is refused before payment and after expiry; lessons never go below zero; refunds never
 * outnumber charges; the expiry takes what is left, once.
 */
class Model {
  paid = false;
  remaining = 0;
  charges = 0;
  refunds = 0;
  expired = false;
  expiresAt = Infinity;
  constructor(readonly lessons: number, readonly validityDays: number) {}

  open(now: number) {
    return this.paid && !this.expired && now < this.expiresAt;
  }

  apply(step: Step, now: number) {
    if (step.op === 'wait') return;
    if (step.op === 'expire') {
      if (this.paid && !this.expired && now >= this.expiresAt && this.remaining > 0) {
        this.expired = true;
        this.remaining = 0;
      }
      return;
    }
    const op = step.op;
    if (op.kind === 'pay') {
      if (!this.paid) {
        this.paid = true;
        this.remaining += this.lessons;
        this.expiresAt = now + this.validityDays * DAY;
      }
      return;
    }
    if (!this.open(now)) return;
    if (op.kind === 'charge' && this.remaining > 0) {
      this.remaining -= 1;
      this.charges += 1;
    }
    if (op.kind === 'refund' && this.refunds < this.charges) {
      this.remaining += 1;
      this.refunds += 1;
    }
    if (op.kind === 'manual' && op.amount !== 0 && this.remaining + op.amount >= 0) this.remaining += op.amount;
  }
}

describe('ledger rules (property)', () => {
  it('random sequences of pay, charge, refund, manual, wait and expire keep the sum of entries equal to the model and never below zero', () => {
    const failures: unknown[] = [];
    for (let seed = 1; seed <= 400; seed += 1) {
      const draw = random(seed);
      const lessons = draw.int(1, 20);
      const validityDays = draw.int(1, 40);
      const model = new Model(lessons, validityDays);
      const plan: LedgerPlan = { lessons, paidAt: null, expiresAt: null };
      const entries: LedgerEntryLike[] = [];
      let now = Date.UTC(2026, 0, 1);
      for (let index = 0; index < 60; index += 1) {
        const step = randomStep(draw);
        if (step.op === 'wait') now += step.days * DAY;
        else if (step.op === 'expire') {
          const entry = expiryEntry(plan, entries, new Date(now));
          if (entry) entries.push(entry);
        } else {
          const decision = decide(plan, entries, step.op, new Date(now));
          if ('entry' in decision) {
            entries.push(decision.entry);
            if (step.op.kind === 'pay') {
              plan.paidAt = new Date(now);
              plan.expiresAt = new Date(now + validityDays * DAY);
            }
          }
        }
        model.apply(step, now);
        const remaining = remainingOf(entries);
        const broken =
          remaining !== model.remaining ||
          remaining < 0 ||
          entries.filter((entry) => entry.type === 'expired').length > 1 ||
          entries.filter((entry) => entry.type === 'auto').length > 1 ||
          entries.some((entry) => entry.amount === 0);
        // Plain checks in the loop (24,000 steps), one readable failure naming the seed and step.
        if (broken) failures.push({ seed, step: index, remaining, expected: model.remaining, entries: [...entries] });
      }
    }
    expect(failures.slice(0, 1)).toEqual([]);
  });

  it('names why an operation is refused', () => {
    const plan: LedgerPlan = { lessons: 2, paidAt: new Date(0), expiresAt: new Date(10 * DAY) };
    const now = new Date(DAY);
    expect(decide(plan, [], { kind: 'charge' }, now)).toEqual({ refused: 'notPaid' });
    const paid: LedgerEntryLike[] = [{ type: 'auto', amount: 2 }];
    expect(decide(plan, paid, { kind: 'pay' }, now)).toEqual({ refused: 'alreadyPaid' });
    expect(decide(plan, paid, { kind: 'refund' }, now)).toEqual({ refused: 'nothingToRefund' });
    expect(decide(plan, paid, { kind: 'manual', amount: -3 }, now)).toEqual({ refused: 'belowZero' });
    expect(decide(plan, paid, { kind: 'manual', amount: 0 }, now)).toEqual({ refused: 'zeroAmount' });
    expect(decide(plan, [...paid, { type: 'lessonCompleted', amount: -1 }, { type: 'lessonCompleted', amount: -1 }], { kind: 'charge' }, now)).toEqual({
      refused: 'noLessonsLeft',
    });
    expect(decide(plan, paid, { kind: 'charge' }, new Date(10 * DAY))).toEqual({ refused: 'expired' });
  });
});

describe.each(DATABASES)('ledger in the database on %s', (kind) => {
  const t = useTestApp(kind);
  let schoolId = '';
  let studentId = '';

  beforeAll(async () => {
    const [student] = await t.app.db.system.select().from(users).where(eq(users.email, 'student@demo.test'));
    if (!student) throw new Error('demo student missing');
    schoolId = student.schoolId;
    studentId = student.id;
  });

  async function assign(lessons: number, userId = studentId, validityDays = 30): Promise<string> {
    const [row] = await t.app.db.system
      .insert(userPlans)
      .values({ schoolId, userId, planName: 'Individual lessons', lessons, price: 320000, currency: 'UAH', validityDays })
      .returning({ id: userPlans.id });
    if (!row) throw new Error('user plan insert failed');
    return row.id;
  }

  it('random sequences through the database: the remaining count is the sum of the stored entries and matches the model', async () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const draw = random(1000 + seed);
      const lessons = draw.int(1, 10);
      const validityDays = draw.int(1, 20);
      const model = new Model(lessons, validityDays);
      const userPlanId = await assign(lessons, studentId, validityDays);
      let now = Date.UTC(2026, 0, 1) + seed * 1000 * DAY;
      for (let index = 0; index < 25; index += 1) {
        const step = randomStep(draw);
        if (step.op === 'wait') now += step.days * DAY;
        else if (step.op === 'expire') await expireDuePlans(t.app.db.system, new Date(now));
        else {
          const op = step.op;
          await t.app.db.inSchool(schoolId, (tx) => applyOperation(tx, schoolId, userPlanId, op, new Date(now)));
        }
        model.apply(step, now);
        const { remaining, entries } = await t.app.db.inSchool(schoolId, async (tx) => ({
          remaining: await remainingLessons(tx, schoolId, userPlanId),
          entries: await entriesOf(tx, schoolId, userPlanId),
        }));
        const context = `seed ${seed}, step ${index}`;
        expect({ context, remaining }).toEqual({ context, remaining: model.remaining });
        expect(remainingOf(entries)).toBe(remaining);
        expect(remaining).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('the expiry job run twice, or twice at once, writes one entry per pack', async () => {
    const userPlanId = await assign(8);
    const paidAt = new Date(Date.UTC(2030, 0, 1));
    await t.app.db.inSchool(schoolId, async (tx) => {
      await applyOperation(tx, schoolId, userPlanId, { kind: 'pay' }, paidAt);
      await applyOperation(tx, schoolId, userPlanId, { kind: 'charge' }, paidAt);
    });
    const before = new Date(paidAt.getTime() + 29 * DAY);
    expect(await expireDuePlans(t.app.db.system, before)).toBe(0);
    const after = new Date(paidAt.getTime() + 30 * DAY);
    const [first, second] = await Promise.all([expireDuePlans(t.app.db.system, after), expireDuePlans(t.app.db.system, after)]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await expireDuePlans(t.app.db.system, new Date(after.getTime() + DAY))).toBe(0);
    const entries = await t.app.db.system
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.userPlanId, userPlanId), eq(balanceEntries.type, 'expired')));
    expect(entries.map((entry) => entry.amount)).toEqual([-7]);
    expect(await t.app.db.inSchool(schoolId, (tx) => remainingLessons(tx, schoolId, userPlanId))).toBe(0);
    // The database itself refuses a second expiry entry, whoever writes it.
    await expect(
      t.app.db.system.insert(balanceEntries).values({ schoolId, userId: studentId, userPlanId, type: 'expired', amount: -1 }),
    ).rejects.toThrow();
  });

  it('the server’s expiry job (planExpiry.runOnce) expires a pack past its date once, however often it runs', async () => {
    const userPlanId = await assign(5);
    const longAgo = new Date(Date.now() - 40 * DAY);
    await t.app.db.inSchool(schoolId, (tx) => applyOperation(tx, schoolId, userPlanId, { kind: 'pay' }, longAgo));
    await t.app.planExpiry.runOnce();
    await t.app.planExpiry.runOnce();
    const entries = await t.app.db.inSchool(schoolId, (tx) => entriesOf(tx, schoolId, userPlanId));
    expect(entries.map(({ type, amount }) => ({ type, amount }))).toEqual([
      { type: 'auto', amount: 5 },
      { type: 'expired', amount: -5 },
    ]);
    expect(loadConfig({}).planExpiryIntervalMinutes).toBe(60);
    expect(loadConfig({ PLAN_EXPIRY_INTERVAL_MINUTES: '0' }).planExpiryIntervalMinutes).toBe(0);
    expect(() => loadConfig({ PLAN_EXPIRY_INTERVAL_MINUTES: '-1' })).toThrow(/PLAN_EXPIRY_INTERVAL_MINUTES/);
  });

  it('is append-only for requests: a school context may add entries but not edit or delete them', async () => {
    if (!t.app.db.rowLevelSecurity) return;
    const userPlanId = await assign(3);
    await t.app.db.inSchool(schoolId, (tx) => applyOperation(tx, schoolId, userPlanId, { kind: 'pay' }, new Date()));
    await expect(t.app.db.inSchool(schoolId, (tx) => tx.execute(sql`update balance_entries set amount = 100`))).rejects.toThrow();
    await expect(t.app.db.inSchool(schoolId, (tx) => tx.execute(sql`delete from balance_entries`))).rejects.toThrow();
    expect(await t.app.db.inSchool(schoolId, (tx) => remainingLessons(tx, schoolId, userPlanId))).toBe(3);
  });

  it('deleting a student through the API takes their plans and entries with them', async () => {
    const admin = await t.login('admin@demo.test');
    const created = await t.request('POST', '/tenant/users', {
      token: admin,
      body: { type: 'students', firstName: 'Ledger', lastName: 'Student', email: 'ledger@demo.test', password: 'password-123' },
    });
    const userId = body<{ data: { id: string } }>(created).data.id;
    const userPlanId = await assign(4, userId);
    await t.app.db.inSchool(schoolId, (tx) => applyOperation(tx, schoolId, userPlanId, { kind: 'pay' }, new Date()));
    expect((await t.request('DELETE', `/tenant/users/${userId}`, { token: admin })).statusCode).toBe(204);
    expect(await t.app.db.system.select().from(balanceEntries).where(eq(balanceEntries.userId, userId))).toEqual([]);
  });
});

describe('lessons used', () => {
  const entry = (type: LedgerEntryLike['type'], amount: number): LedgerEntryLike => ({ type, amount });

  it('counts charges and negative corrections, gives back refunds and positive corrections down to zero, ignores credit and expiry', () => {
    expect(usedOf([entry('auto', 8), entry('lessonCompleted', -1), entry('lessonCompleted', -1), entry('lessonRefund', 1)])).toBe(1);
    expect(usedOf([entry('auto', 8), entry('manual', -3)])).toBe(3);
    expect(usedOf([entry('auto', 8), entry('manual', -3), entry('manual', 5)])).toBe(0);
    // Extra lessons given first do not hide the lessons taken after them.
    expect(usedOf([entry('auto', 8), entry('manual', 2), entry('lessonCompleted', -1)])).toBe(1);
    expect(usedOf([entry('auto', 8), entry('lessonCompleted', -1), entry('expired', -7)])).toBe(1);
  });
});
