import {
  balancesSchema,
  costSettingsSchema,
  expenseBodySchema,
  expenseListSchema,
  expenseSchema,
  expensesQuerySchema,
  exportQuerySchema,
  paymentBodySchema,
  paymentSchema,
  updateExpenseBodySchema,
} from '@shared/schemas/costs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, messageSchema, refusals, sendAsIs, withContract } from '../../http/contract';
import { languageOf } from '../../http/language';
import { type RouteContext, rowIdFrom } from '../../http/route-context';
import { readBalances } from './balance-service';
import { changeExpense, createExpense, listExpenses, removeExpense } from './expense-service';
import { exportYear } from './export-csv';
import { confirmPayment, recordPayment, removePayment } from './payment-service';
import { receiptRoutes } from './receipt-routes';
import { changeCostSettings, readCostSettings } from './settings-service';

const missingExpense = { message: 'Expense not found', code: 'expense_not_found' } as const;
const missingPayment = { message: 'Payment not found', code: 'payment_not_found' } as const;
const tags = ['Costs'];

/** The cabin's costs: expenses, balances, payments, the night fee and the year's CSV (issue #16). */
export async function costRoutes(
  fastify: FastifyInstance,
  { db, requireUserId, now }: Pick<RouteContext, 'db' | 'requireUserId' | 'now'>,
) {
  const app = withContract(fastify);
  await receiptRoutes(fastify, { db, requireUserId });
  app.get(
    '/api/expenses',
    {
      schema: {
        tags,
        summary: "The cabin's expenses, newest first, of one year or all (every member)",
        querystring: expensesQuerySchema,
        response: { 200: expenseListSchema, ...refusals },
      },
    },
    async (request) => ({ expenses: await listExpenses(db, await requireUserId(request), request.query) }),
  );
  app.post(
    '/api/expenses',
    {
      schema: {
        tags,
        summary:
          'Add an expense the caller paid (the owner and admins: one another member paid), split equally, by shares, by nights or in custom amounts',
        body: expenseBodySchema,
        response: { 201: expenseSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createExpense(db, await requireUserId(request), request.body, now())),
  );
  app.patch(
    '/api/expenses/:id',
    {
      schema: {
        tags,
        summary: 'Change an expense; its parts are computed again (its payer, the owner, admins)',
        params: idParamsSchema,
        body: updateExpenseBodySchema,
        response: { 200: expenseSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return changeExpense(db, userId, rowIdFrom(request, missingExpense), request.body, now());
    },
  );
  app.delete(
    '/api/expenses/:id',
    {
      schema: {
        tags,
        summary: 'Delete an expense (its payer, the owner, admins)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return removeExpense(db, userId, rowIdFrom(request, missingExpense));
    },
  );
  app.get(
    '/api/expenses/settings',
    {
      schema: {
        tags,
        summary: 'The night fee per adult and child, and how much a child counts in a nights split',
        response: { 200: costSettingsSchema, ...refusals },
      },
    },
    async (request) => readCostSettings(db, await requireUserId(request)),
  );
  app.put(
    '/api/expenses/settings',
    {
      schema: {
        tags,
        summary:
          'Set the night fee and the child fraction (owner, admins); stays ending later use the new rates',
        body: costSettingsSchema,
        response: { 200: costSettingsSchema, ...refusals },
      },
    },
    async (request) => changeCostSettings(db, await requireUserId(request), request.body, now()),
  );
  app.get(
    '/api/expenses/balances',
    {
      schema: {
        tags,
        summary: "Every member's balance over all time, and the transfers that settle everyone up",
        response: { 200: balancesSchema, ...refusals },
      },
    },
    async (request) => readBalances(db, await requireUserId(request)),
  );
  app.post(
    '/api/expenses/payments',
    {
      schema: {
        tags,
        summary:
          'Record a payment the caller made to another member (at most NOK 1 million); it counts once the recipient confirms it',
        body: paymentBodySchema,
        response: { 201: paymentSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recordPayment(db, await requireUserId(request), request.body, now())),
  );
  app.post(
    '/api/expenses/payments/:id/confirm',
    {
      schema: {
        tags,
        summary:
          'Confirm a payment was received, so it counts in the balances (its recipient, the owner, admins)',
        params: idParamsSchema,
        response: { 200: paymentSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return confirmPayment(db, userId, rowIdFrom(request, missingPayment), now());
    },
  );
  app.delete(
    '/api/expenses/payments/:id',
    {
      schema: {
        tags,
        summary: 'Delete a payment, confirmed or not (its payer, its recipient, the owner, admins)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return removePayment(db, userId, rowIdFrom(request, missingPayment));
    },
  );
  app.get(
    '/api/expenses/export.csv',
    {
      schema: {
        tags,
        summary: "A year's expenses, payments and night fees as CSV, a column per member's part",
        querystring: exportQuerySchema,
        response: {
          200: z.string().describe('text/csv; charset=utf-8, as an attachment hytta-costs-<year>.csv'),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const csv = await exportYear(db, userId, request.query.year, languageOf(request));
      return sendAsIs(
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.filename}"`)
          .header('cache-control', 'private, no-store'),
        csv.body,
      );
    },
  );
}
