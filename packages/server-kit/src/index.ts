export { charsetsOf, strictJsonBodies, type BodyRefusal } from './body.js';
export { answerClientError } from './client-error.js';
export {
  earlyHeaders,
  NO_DEFAULT_SRC,
  securityHeaders,
  type Directives,
  type SetHeaders,
} from './headers.js';
export { redactUrl, requestSerializer } from './logging.js';
export {
  closeAfterAnswer,
  closeAtOnce,
  closesAtOnce,
  keepConnectionClose,
  LINGER,
  lingerOnRefusedBodies,
} from './linger.js';
export { systemTimers, type Timers } from './timers.js';
export { echoRequestId, REQUEST_ID_HEADER, requestIdFrom, type ProxyTrust } from './request-id.js';
export { slowClientOptions, type SlowClientLimits } from './timeouts.js';
export {
  serviceMetrics,
  type CacheCounters,
  type MetricsListen,
  type ServiceMetrics,
} from './metrics.js';
export { metricsPortApart, serviceConfig, serviceVars, type ServiceConfig } from './config.js';
export { edgeOptions, hardenEdge, type EdgeOptions, type HardeningOptions } from './edge.js';
export { configOrExit, hostPort, listenUntilSignal, startService } from './serve.js';
