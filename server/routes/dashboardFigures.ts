import { canAccess } from '../../src/domain/access';
import { bakeryDate } from '../../src/domain/dates';
import { format } from '../../src/domain/messages';
import {
  alertsQuery,
  alertsReply,
  costsReply,
  DASHBOARD_PATHS,
  dashboardConfig,
  dashboardConfigBody,
  dashboardDistribution,
  dashboardDistributionQuery,
  dashboardExportQuery,
  dashboardGeographic,
  dashboardPayments,
  dashboardPaymentsQuery,
  dashboardPreferences,
  dashboardPreferencesBody,
  dashboardRangeQuery,
  dashboardSales,
  dashboardSalesQuery,
  distributionOverview,
  distributionOverviewQuery,
  efficiencyReply,
  inventoryReply,
  NO_DATA_TOPICS,
  reportErrors,
  topicNames,
  topPerformers,
  topPerformersQuery,
  trendsQuery,
  trendsReply,
} from '../../src/domain/reports';
import type { AppContext } from '../context';
import { ApiError } from '../lib/errors';
import { ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { authorize, currentAuth } from '../plugins/auth';
import { geographicSales } from '../services/analytics';
import { dashboardAlerts } from '../services/dashboardAlerts';
import { readConfig, readPreferences, saveConfig, savePreferences } from '../services/dashboardCards';
import * as figures from '../services/dashboardFigures';
import { resolveRange } from '../services/reportRanges';
import { reportCsv } from '../services/reportsExport';
import { reportPdf } from '../services/reportsPdf';

// The dashboard calls of spec 000 section 7 added by issue 26. The company's figures are for the roles
// that see its money (dashboard:money: admin, manager, cashier, accountant; a distributor gets 403 and
// has their own day at /dashboard/overview); the cards are each user's own; the topics this product keeps
// no data for answer 501 with an Arabic message (README, "Reports and analytics").

export async function dashboardFigureRoutes(app: Api, ctx: AppContext) {
  const today = () => bakeryDate(ctx.now());
  const money = authorize(ctx, 'dashboard', 'money');
  const signedIn = authorize(ctx, 'dashboard', 'list');
  const p = DASHBOARD_PATHS;

  app.get(p.sales, { preValidation: money, schema: route({ query: dashboardSalesQuery, data: dashboardSales }) }, async (request) => {
    const { currency, include_breakdown: breakdown } = request.query;
    return ok(await figures.dashboardSales(ctx.db, resolveRange(request.query, today()), currency, breakdown === true));
  });
  app.get(p.distribution, { preValidation: money, schema: route({ query: dashboardDistributionQuery, data: dashboardDistribution }) }, async (request) =>
    ok(await figures.dashboardDistribution(ctx.db, resolveRange(request.query, today()), request.query)),
  );
  app.get(p.payments, { preValidation: money, schema: route({ query: dashboardPaymentsQuery, data: dashboardPayments }) }, async (request) =>
    ok(await figures.dashboardPayments(ctx.db, resolveRange(request.query, today()), request.query, today())),
  );
  app.get(p.topPerformers, { preValidation: money, schema: route({ query: topPerformersQuery, data: topPerformers }) }, async (request) =>
    ok(await figures.topPerformers(ctx.db, request.query, today())),
  );
  app.get(p.distributionOverview, { preValidation: money, schema: route({ query: distributionOverviewQuery, data: distributionOverview }) }, async (request) =>
    ok(await figures.distributionOverview(ctx.db, request.query, today())),
  );
  app.get(p.alerts, { preValidation: money, schema: route({ query: alertsQuery, data: alertsReply }) }, async (request) =>
    ok(await dashboardAlerts(ctx.db, request.query, today(), canAccess(currentAuth(request).user.role, 'vehicles', 'list'))),
  );
  app.get(p.trends, { preValidation: money, schema: route({ query: trendsQuery, data: trendsReply }) }, async (request) =>
    ok(await figures.dashboardTrends(ctx.db, request.query, today())),
  );
  app.get(p.inventory, { preValidation: money, schema: route({ query: dashboardRangeQuery, data: inventoryReply }) }, async () =>
    ok(await figures.dashboardInventory(ctx.db, today())),
  );
  app.get(p.costs, { preValidation: money, schema: route({ query: dashboardRangeQuery, data: costsReply }) }, async (request) =>
    ok(await figures.dashboardCosts(ctx.db, resolveRange(request.query, today()))),
  );
  app.get(p.efficiency, { preValidation: money, schema: route({ query: dashboardRangeQuery, data: efficiencyReply }) }, async (request) =>
    ok(await figures.dashboardEfficiency(ctx.db, resolveRange(request.query, today()))),
  );
  app.get(p.geographic, { preValidation: money, schema: route({ query: dashboardRangeQuery, data: dashboardGeographic }) }, async (request) =>
    ok(await geographicSales(ctx.db, resolveRange(request.query, today()))),
  );
  app.get(p.export, { preValidation: money, schema: route({ query: dashboardExportQuery, file: ['application/pdf', 'text/csv'] }) }, async (request, reply) => {
    // The spec's default format is pdf: the same file as the report's own PDF export.
    const make = request.query.format === 'pdf' ? reportPdf : reportCsv;
    const file = await make(ctx.db, request.query.export_type, resolveRange(request.query, today()), today());
    return reply.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.filename}"`).send(file.body);
  });

  app.get(p.config, { preValidation: signedIn, schema: route({ data: dashboardConfig }) }, async () => ok(await readConfig(ctx.db)));
  app.put(p.config, { preValidation: authorize(ctx, 'settings', 'edit'), schema: route({ body: dashboardConfigBody, data: dashboardConfig }) }, async (request) =>
    ok(await saveConfig(ctx.db, request.body.cards, currentAuth(request).user.id), reportErrors.configSaved),
  );
  app.get(p.preferences, { preValidation: signedIn, schema: route({ data: dashboardPreferences }) }, async (request) =>
    ok(await readPreferences(ctx.db, currentAuth(request).user.id)),
  );
  app.put(p.preferences, { preValidation: signedIn, schema: route({ body: dashboardPreferencesBody, data: dashboardPreferences }) }, async (request) =>
    ok(await savePreferences(ctx.db, currentAuth(request).user.id, request.body.cards), reportErrors.preferencesSaved),
  );

  for (const topic of NO_DATA_TOPICS) {
    app.get(`/dashboard/${topic}`, { preValidation: signedIn, schema: route({}) }, async () => {
      throw new ApiError(501, format(reportErrors.noDataSource, { topic: topicNames[topic] }));
    });
  }
}
