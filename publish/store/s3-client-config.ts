import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { loadSettings, type Env } from '../../platform/settings/index.ts';

// Apart from the driver so that opening an s3:// store checks its settings at once while the AWS
// SDK (a second of start-up) loads only when the store is first used (open-store.ts).
/**
 * Client settings from the standard AWS variables (AWS_ENDPOINT_URL[_S3], AWS_REGION,
 * AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY) plus S3_FORCE_PATH_STYLE, which S3-compatible
 * servers usually need; it defaults to true when a custom endpoint is set. Read through the one
 * settings module (platform/settings), so a bad value names its variable.
 */
export function s3ClientConfig(env: Env): S3ClientConfig {
  const s = loadSettings(env).values;
  const endpoint = s.AWS_ENDPOINT_URL_S3 ?? s.AWS_ENDPOINT_URL ?? undefined;
  const config: S3ClientConfig = {
    region: s.AWS_REGION ?? s.AWS_DEFAULT_REGION ?? 'us-east-1',
    forcePathStyle: s.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
    // Many S3-compatible servers reject the SDK's newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (endpoint !== undefined) config.endpoint = endpoint;
  if (s.AWS_ACCESS_KEY_ID && s.AWS_SECRET_ACCESS_KEY) {
    config.credentials = {
      accessKeyId: s.AWS_ACCESS_KEY_ID,
      secretAccessKey: s.AWS_SECRET_ACCESS_KEY,
      ...(s.AWS_SESSION_TOKEN ? { sessionToken: s.AWS_SESSION_TOKEN } : {}),
    };
  }
  return config;
}
