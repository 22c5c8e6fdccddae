import type { Setting } from '../../platform/config.js';

/** Settings the S3 driver reads (the standard AWS variables plus one of ours), for the docs. */
export const STORE_SETTINGS: readonly Setting[] = [
  { name: 'AWS_ENDPOINT_URL', default: '', help: 'S3-compatible endpoint (MinIO, s3rver, ...); empty means AWS itself. `AWS_ENDPOINT_URL_S3` takes precedence.' },
  { name: 'AWS_REGION', default: 'us-east-1', help: 'Region of the bucket (`AWS_DEFAULT_REGION` is read when this is empty).' },
  { name: 'AWS_DEFAULT_REGION', default: '', help: 'Fallback for AWS_REGION, as in the AWS CLI.' },
  { name: 'AWS_ACCESS_KEY_ID', default: '', help: 'Credentials; empty means the AWS SDK default chain (profile, instance role...).' },
  { name: 'AWS_SECRET_ACCESS_KEY', default: '', help: 'Credentials, with AWS_ACCESS_KEY_ID.' },
  { name: 'AWS_SESSION_TOKEN', default: '', help: 'Temporary credentials session token, with the two above.' },
  { name: 'S3_FORCE_PATH_STYLE', default: '', help: 'true or false; empty means true when an endpoint is set (S3-compatible servers), false for AWS.' },
];
