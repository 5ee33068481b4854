import type { RequestHandler } from 'express';
import type { HttpMetrics } from './http-metrics.js';
import { routeLabel } from './route-label.js';

/** Times every request from arrival to the end of its response, labelled once the route is known. */
export const recordMetrics =
  (metrics: HttpMetrics): RequestHandler =>
  (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observe(req.method, routeLabel(req), res.statusCode, seconds);
    });
    next();
  };
