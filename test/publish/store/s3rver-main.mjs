// Started by s3rver-process.ts: serves an S3 API on 127.0.0.1 (free port) from the given directory.
import S3rver from 's3rver';

const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] });
const { port } = await server.run();
process.stdout.write(`listening ${port}\n`);
process.on('SIGTERM', () => {
  server.close().then(() => process.exit(0), () => process.exit(1));
});
