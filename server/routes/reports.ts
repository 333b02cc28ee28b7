import { bakeryDate } from '../../src/domain/dates';
import {
  ANALYTICS_PATHS,
  dormantReply,
  geographicReply,
  marginReport,
  marginReportQuery,
  moversQuery,
  moversReply,
  paymentsReport,
  paymentsReportQuery,
  REPORT_PATHS,
  reportExportPath,
  reportExportQuery,
  reportRangeQuery,
  REPORTS,
  reportsSummary,
  salesReport,
  salesReportQuery,
  trendQuery,
  trendReply,
  vehicleCostsReport,
  weekdayReply,
  distributionReport,
} from '../../src/domain/reports';
import type { AppContext } from '../context';
import { ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { authorize } from '../plugins/auth';
import * as analytics from '../services/analytics';
import { resolveRange } from '../services/reportRanges';
import { distributionReport as distribution } from '../services/reportsDistribution';
import { reportCsv } from '../services/reportsExport';
import { reportPdf } from '../services/reportsPdf';
import { marginReport as margin } from '../services/reportsMargin';
import { paymentsReport as payments } from '../services/reportsPayments';
import { salesReport as sales } from '../services/reportsSales';
import { reportsSummary as summary } from '../services/reportsSummary';
import { vehicleCostsReport as vehicles } from '../services/reportsVehicles';

// The reports and analytics of issue 26, for admins, managers and accountants (src/domain/access.ts).
// Every figure comes from the kept summaries (server/services/keptFigures.ts); see the services.

export async function reportRoutes(app: Api, ctx: AppContext) {
  const today = () => bakeryDate(ctx.now());
  const reports = authorize(ctx, 'reports', 'list');

  app.get(REPORT_PATHS.summary, { preValidation: reports, schema: route({ query: reportRangeQuery, data: reportsSummary }) }, async (request) =>
    ok(await summary(ctx.db, resolveRange(request.query, today()), today())),
  );
  app.get(REPORT_PATHS.sales, { preValidation: reports, schema: route({ query: salesReportQuery, data: salesReport }) }, async (request) =>
    ok(await sales(ctx.db, request.query.group_by, resolveRange(request.query, today()))),
  );
  app.get(REPORT_PATHS.payments, { preValidation: reports, schema: route({ query: paymentsReportQuery, data: paymentsReport }) }, async (request) =>
    ok(
      await payments(ctx.db, resolveRange(request.query, today()), today(), {
        page: request.query.shops_page,
        perPage: request.query.shops_per_page,
      }),
    ),
  );
  app.get(REPORT_PATHS.margin, { preValidation: reports, schema: route({ query: marginReportQuery, data: marginReport }) }, async (request) =>
    ok(await margin(ctx.db, request.query.group_by, resolveRange(request.query, today()))),
  );
  app.get(REPORT_PATHS.vehicles, { preValidation: reports, schema: route({ query: reportRangeQuery, data: vehicleCostsReport }) }, async (request) =>
    ok(await vehicles(ctx.db, resolveRange(request.query, today()))),
  );
  app.get(REPORT_PATHS.distribution, { preValidation: reports, schema: route({ query: reportRangeQuery, data: distributionReport }) }, async (request) =>
    ok(await distribution(ctx.db, resolveRange(request.query, today()))),
  );

  // One static path per report (no path parameter to validate): the table of the report's page as CSV or PDF.
  for (const report of REPORTS) {
    app.get(
      reportExportPath(report),
      { preValidation: authorize(ctx, 'reports', 'export'), schema: route({ query: reportExportQuery, file: ['text/csv', 'application/pdf'] }) },
      async (request, reply) => {
        const make = request.query.format === 'pdf' ? reportPdf : reportCsv;
        const file = await make(ctx.db, report, resolveRange(request.query, today()), today(), request.query.group_by);
        return reply.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.filename}"`).send(file.body);
      },
    );
  }

  const reads = authorize(ctx, 'analytics', 'list');
  app.get(ANALYTICS_PATHS.trend, { preValidation: reads, schema: route({ query: trendQuery, data: trendReply }) }, async (request) =>
    ok(await analytics.salesTrend(ctx.db, resolveRange(request.query, today()), request.query.window)),
  );
  app.get(ANALYTICS_PATHS.weekdays, { preValidation: reads, schema: route({ query: reportRangeQuery, data: weekdayReply }) }, async (request) =>
    ok(await analytics.weekdayPattern(ctx.db, resolveRange(request.query, today()))),
  );
  app.get(ANALYTICS_PATHS.movers, { preValidation: reads, schema: route({ query: moversQuery, data: moversReply }) }, async (request) =>
    ok(await analytics.movers(ctx.db, request.query.kind, resolveRange(request.query, today()), request.query.limit)),
  );
  app.get(ANALYTICS_PATHS.dormant, { preValidation: reads, schema: route({ data: dormantReply }) }, async () => ok(await analytics.dormantShops(ctx.db, today())));
  app.get(ANALYTICS_PATHS.geographic, { preValidation: reads, schema: route({ query: reportRangeQuery, data: geographicReply }) }, async (request) =>
    ok(await analytics.geographicSales(ctx.db, resolveRange(request.query, today()))),
  );
}
