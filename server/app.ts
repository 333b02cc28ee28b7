import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { errors as messages } from '../src/domain/messages';
import type { ServerConfig } from './config';
import { projectRoot } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { answerClientError, answerFrameworkError, clientError } from './lib/clientErrors';
import { ApiError } from './lib/errors';
import { logSerializers } from './lib/logging';
import { requestParts, withJsonReplies, type JsonSchema } from './lib/jsonSchema';
import type { RouteDocs } from './lib/route';
import { validationRefusal, zodValidator } from './lib/validation';
import { accessOf, type RouteAccess } from './plugins/auth';
import { browserDefences } from './plugins/browserDefences';
import { contentSecurity } from './plugins/contentSecurity';
import { inputGuard } from './plugins/inputGuard';
import { openApi } from './plugins/openapi';
import { securityHeaders } from './plugins/securityHeaders';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { dashboardFigureRoutes } from './routes/dashboardFigures';
import { reportRoutes } from './routes/reports';
import { docsRoutes } from './routes/docs';
import { geocodeRoutes } from './routes/geocode';
import { logRoutes } from './routes/logs';
import { notificationRoutes } from './routes/notifications';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { productRoutes } from './routes/products';
import { pricingRoutes } from './routes/pricing';
import { storeRoutes } from './routes/stores';
import { systemRoutes } from './routes/system';
import { backupRoutes } from './routes/backups';
import { systemServiceRoutes } from './routes/systemService';
import { uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/users';
import { vehicleRoutes } from './routes/vehicles';
import { expenseRoutes } from './routes/expenses';
import { maintenanceRoutes } from './routes/maintenance';
import { scheduleRoutes } from './routes/schedule';
import { aiChatRoutes } from './routes/aiChat';
import { standingRoutes } from './routes/standing';
import { productionRoutes } from './routes/production';
import { invoiceRoutes } from './routes/invoices';
import { returnRoutes } from './routes/returns';
import { bankStatementRoutes } from './routes/bankStatements';
import { outboundClient } from './lib/outbound';
import { replySerializer } from './lib/replySerializer';
import { settingsCache } from './services/settingsCache';
import { startJobs, type Jobs } from './services/jobs';
import { performanceMeter } from './services/performance';

/** One registered API route: method, URL pattern, who may call it (see accessOf) and its schemas. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | 'signed-in' | null;
  /** Its request parts and replies as JSON Schema (lib/jsonSchema.ts), as the OpenAPI document shows them. */
  schema: {
    params?: JsonSchema;
    querystring?: JsonSchema;
    headers?: JsonSchema;
    body?: JsonSchema;
    response: unknown;
    'x-docs': RouteDocs;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api, as registered: the role matrix and hostile-input tests walk it. */
    apiRoutes: RegisteredRoute[];
    /** The scheduled jobs (daily backup); tests run them with app.jobs.runDue(). */
    jobs: Jobs;
  }
}

export interface AppOptions {
  database: Database;
  config: ServerConfig;
  now?: () => Date;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The built UI; dist/ unless a test serves its own. */
  distDir?: string;
}

export const distDir = path.join(projectRoot, 'dist');

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // debugMode raises this server's log level to debug while it is on; it changes nothing else.
  let logger: FastifyInstance['log'] | null = null;
  const applyLogLevel = (settings: { debugMode: boolean }) => {
    if (logger && options.logger !== false) logger.level = settings.debugMode ? 'debug' : options.config.logLevel;
  };
  const ctx: AppContext = {
    db: options.database.db,
    settings: settingsCache(options.database.db, applyLogLevel),
    caches: new Map(),
    performance: performanceMeter(),
    config: options.config,
    now: options.now ?? (() => new Date()),
    startedAt: new Date(),
    databaseKind: options.database.kind,
    outbound: outboundClient({ allowPrivate: options.config.allowPrivateUrls }),
  };

  ctx.caches.set('settings', { entries: () => (ctx.settings.readAt() ? 1 : 0), clear: () => ctx.settings.clear() });

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: options.config.logLevel, serializers: logSerializers, ...(options.logStream && { stream: options.logStream }) },
    trustProxy: options.config.trustProxy,
    // A path segment past maxParamLength (414) or a bad escape (400) is answered by the router itself.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  logger = app.log;
  app.decorateRequest('auth', null);
  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  // Each route's zod schema validates its input (fastify-type-provider-zod); the domain's Arabic field
  // messages are the API's contract, and the error handler below answers a refusal with them.
  app.setValidatorCompiler(zodValidator);
  app.setSerializerCompiler(replySerializer);
  await openApi(app);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    // Every route gets a reply schema (the loose envelope when it declares none), written as JSON Schema
    // for Fastify's serialiser.
    const schema = withJsonReplies(route.schema);
    route.schema = schema;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      apiRoutes.push({
        method,
        url: route.url,
        access: accessOf(route.preValidation),
        schema: { ...requestParts(route.url, schema), response: schema.response, 'x-docs': schema['x-docs'] },
      });
    }
  });
  await app.register(cookie);
  // Every reply of 1 kB or more is compressed for a client that accepts it: brotli at the plugin's quality
  // 4 (fast enough to do on each API reply), else gzip. Registered before the routes, so that its onSend
  // hook runs for all of them. The built UI's files arrive already compressed (preCompressed below) and
  // are passed through as they are.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  app.setErrorHandler((thrown: FastifyError | ApiError, request, reply) => {
    // An input the route's schema refused: the Arabic 400, each field named with its message.
    const error = validationRefusal(thrown) ?? thrown;
    if (error instanceof ApiError) {
      if (error.statusCode === 429 && error.extra?.retryAfter) reply.header('Retry-After', String(error.extra.retryAfter));
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500) {
      // Malformed JSON, a body too large, a wrong content type: the client's fault, said in Arabic.
      const refusal = clientError(error as FastifyError);
      return reply.code(refusal.status).send(refusal.body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, message: messages.serverError });
  });

  await securityHeaders(app);
  contentSecurity(app, ctx);

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        // Keeps this server's copy of the settings (log level, maintenance mode) at most two seconds old. A
        // database that does not answer is the route's to report (/health says 503), not this hook's.
        await ctx.settings.get().catch(() => undefined);
      });
      api.addHook('onResponse', async (_request, reply) => {
        ctx.performance.record(reply.elapsedTime, reply.statusCode);
      });
      browserDefences(api, ctx);
      inputGuard(api, ctx);
      // File uploads (product images, CSV imports): each route sets its own size limit per request.
      await api.register(multipart, { limits: { files: 1, fields: 20, parts: 21, fieldSize: 10_000 } });
      for (const routes of [
        systemRoutes,
        backupRoutes,
        systemServiceRoutes,
        authRoutes,
        dashboardRoutes,
        dashboardFigureRoutes,
        reportRoutes,
        orderRoutes,
        storeRoutes,
        geocodeRoutes,
        productRoutes,
        pricingRoutes,
        uploadRoutes,
        userRoutes,
        vehicleRoutes,
        expenseRoutes,
        maintenanceRoutes,
        scheduleRoutes,
        paymentRoutes,
        notificationRoutes,
        aiChatRoutes,
        standingRoutes,
        productionRoutes,
        invoiceRoutes,
        logRoutes,
        docsRoutes,
        returnRoutes,
        bankStatementRoutes,
      ]) {
        await routes(api.withTypeProvider<ZodTypeProvider>(), ctx);
      }
    },
    { prefix: '/api' },
  );

  const jobs = startJobs(ctx, app.log, options.config.runJobs);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());

  const uiDir = options.distDir ?? distDir;
  const serveUi = options.config.serveUi && fs.existsSync(path.join(uiDir, 'index.html'));
  if (serveUi) {
    const assetsDir = path.join(uiDir, 'assets');
    await app.register(fastifyStatic, {
      root: uiDir,
      wildcard: false,
      index: false,
      // The build writes each script and style also as .br (brotli, quality 11) and .gz (gzip 9)
      // (scripts/precompress.ts): compressed once at build time, smaller than compressing each request, and no
      // CPU spent per download. A file without them is compressed on the fly by the compress plugin.
      preCompressed: true,
      // A built script or style is named by its content's hash: a browser keeps it for good and asks
      // again only for index.html (no-cache), which names the new files of the next build.
      setHeaders: (reply, file) => {
        if (file.startsWith(assetsDir + path.sep)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET' || !serveUi) {
      return reply.code(404).send({ success: false, message: messages.routeNotFound });
    }
    // A missing script or style is a 404, not the app's page: a browser holding an older build then
    // fails loudly instead of running HTML as JavaScript.
    if (url.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Not Found');
    // Every UI path answers with the app, so a bookmark or a reload of /orders/12 works.
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });

  return app;
}
