import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AdminLists, isAdmin } from '../../core/access';
import { createTestContext, type TestContext } from '../test/harness';
import { isAdminSql } from './admin-rule';
import { user } from './schema';

// The admin rule is written once in src/core/access.ts (isAdmin) and read by SQL filters and
// counts through isAdminSql: every case below must come out the same both ways, and as expected.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const LISTS: AdminLists = {
  adminEmails: [' Boss@Example.com ', 'chief@example.com', 'mixed@example.com', ''],
  adminEmailDomains: ['Staff.Example.org', ' '],
};
const NO_LISTS: AdminLists = { adminEmails: [], adminEmailDomains: [] };

interface Case {
  name: string;
  email: string;
  emailVerified: boolean;
  role?: string;
  adminByEmailRule?: boolean;
  /** isAdmin under LISTS, and under NO_LISTS. */
  expected: [boolean, boolean];
}

const CASES: Case[] = [
  { name: 'a host', email: 'host@example.com', emailVerified: true, expected: [false, false] },
  {
    name: 'role admin granted by hand, address unverified',
    email: 'by-hand@example.net',
    emailVerified: false,
    role: 'admin',
    expected: [true, true],
  },
  {
    name: 'a listed address, verified (list written with spaces and capitals)',
    email: 'boss@example.com',
    emailVerified: true,
    expected: [true, false],
  },
  {
    name: 'a listed address, unverified',
    email: 'chief@example.com',
    emailVerified: false,
    expected: [false, false],
  },
  {
    name: 'a listed address stored with capitals, verified',
    email: 'Mixed@Example.com',
    emailVerified: true,
    expected: [true, false],
  },
  {
    name: 'an address in a listed domain, verified',
    email: 'ann@staff.example.org',
    emailVerified: true,
    expected: [true, false],
  },
  {
    name: 'an address in a listed domain, unverified',
    email: 'bob@staff.example.org',
    emailVerified: false,
    expected: [false, false],
  },
  {
    name: 'a subdomain of a listed domain',
    email: 'cy@sub.staff.example.org',
    emailVerified: true,
    expected: [false, false],
  },
  {
    name: 'the listed domain before the @',
    email: 'staff.example.org@example.net',
    emailVerified: true,
    expected: [false, false],
  },
  {
    name: "the rule's stored copy of role admin while the rule holds",
    email: 'dee@staff.example.org',
    emailVerified: true,
    role: 'admin',
    adminByEmailRule: true,
    expected: [true, false],
  },
  {
    name: "the rule's stored copy of role admin once the address has left the lists",
    email: 'former@example.net',
    emailVerified: true,
    role: 'admin',
    adminByEmailRule: true,
    expected: [false, false],
  },
];

describe(`the admin rule in JS and in SQL (${process.env.TEST_DB_KIND})`, () => {
  let ids: Map<string, string>;
  beforeAll(async () => {
    const rows = CASES.map((c) => ({
      id: randomUUID(),
      name: c.name,
      email: c.email,
      emailVerified: c.emailVerified,
      role: c.role ?? 'host',
      adminByEmailRule: c.adminByEmailRule ?? false,
    }));
    await ctx.db.insert(user).values(rows);
    ids = new Map(rows.map((r) => [r.email, r.id]));
  });

  async function adminsBySql(lists: AdminLists): Promise<Set<string>> {
    const rows = await ctx.db
      .select({ email: user.email, isAdmin: isAdminSql(lists).mapWith(Boolean) })
      .from(user)
      .where(inArray(user.id, [...ids.values()]));
    expect(rows).toHaveLength(CASES.length);
    return new Set(rows.filter((r) => r.isAdmin).map((r) => r.email));
  }

  test.each([
    ['the admin lists', LISTS, 0],
    ['empty admin lists', NO_LISTS, 1],
  ] as const)('with %s, every case agrees and is as expected', async (_, lists, column) => {
    const bySql = await adminsBySql(lists);
    for (const c of CASES) {
      const row = { ...c, role: c.role ?? 'host', adminByEmailRule: c.adminByEmailRule ?? false };
      expect(isAdmin(row, lists), `isAdmin: ${c.name}`).toBe(c.expected[column]);
      expect(bySql.has(c.email), `isAdminSql: ${c.name}`).toBe(c.expected[column]);
    }
  });
});
