/**
 * Named points of a publish, and of `snapshots migrate` (`migrate-` ones), where the crash tests
 * cut the process, through the testing seams (PublishTesting.crashAt, MigrationTesting.stopAt).
 * The library never decides to stop by itself: production passes no seam, and the commands
 * translate the tests' kill switch into one (cli/crash-points.ts).
 */
export type CrashPoint = 'after-objects' | 'after-ledger' | 'after-tree' | 'after-manifest' | 'after-current';
export type MigrationCrashPoint = 'migrate-after-objects' | 'migrate-after-audit' | 'migrate-after-manifest' | 'migrate-after-current';
