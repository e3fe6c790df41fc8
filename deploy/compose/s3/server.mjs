// s3rver on 0.0.0.0:9000 (S3_PORT), its files in /data (S3_DIRECTORY), with the buckets S3_BUCKETS
// names (comma-separated) made when missing. Stops on SIGTERM.
import S3rver from 's3rver';

const buckets = (process.env.S3_BUCKETS ?? 'cardvault')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const server = new S3rver({
  address: process.env.S3_ADDRESS ?? '0.0.0.0',
  port: Number(process.env.S3_PORT ?? 9000),
  directory: process.env.S3_DIRECTORY ?? '/data',
  silent: false,
  // Path-style requests only (S3_FORCE_PATH_STYLE=true): the service's own name (s3) is not a bucket.
  vhostBuckets: false,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
});
const { address, port } = await server.run();
console.log(`s3rver listening on ${address}:${port}, buckets: ${buckets.join(', ')}`);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close().then(() => process.exit(0));
  });
}
