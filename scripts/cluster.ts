/**
 * `npm run start:cluster`: N provider server processes on one port (node:cluster shares the
 * listening socket and spreads connections), for a busy hotel or a chain. They share state only
 * through PostgreSQL (`DATABASE_URL`, required: PGlite is one process) and Redis (`REDIS_URL`,
 * required: the request limits must count once for all processes). Put any load balancer in
 * front of one or several such machines; its health checks are GET /healthz and /readyz.
 *
 * CLUSTER_WORKERS sets N (default: the number of cores). A worker that dies is replaced.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { startServer } from '../server/main.ts';
import { exitUnlessSupportedNode } from './supported-node.mjs';

exitUnlessSupportedNode();
const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(`start:cluster needs ${missing.join(' and ')} (see server/README.md).`);
  process.exit(1);
}

if (cluster.isPrimary) {
  const workers = Number(process.env.CLUSTER_WORKERS ?? availableParallelism());
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  }
  console.log(`Provider cluster: ${workers} processes on port ${process.env.PORT ?? 8787}`);
} else {
  const { url, close } = await startServer();
  console.log(`worker ${process.pid} listening on ${url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void close().then(() => process.exit(0));
    });
  }
}
