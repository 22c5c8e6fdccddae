import { Cron } from 'croner';
import PQueue from 'p-queue';
import type { Config } from '../../platform/config.ts';
import { selectSources } from '../../sources/registry.ts';
import { checkOfflineSourcesPort } from './offline-sources.ts';
import { runCommand } from './run-command.ts';
import { frenchError, type CommandOutput } from '../command-line.ts';

/**
 * Runs each source on its own cron expression (Pacific/Noumea). Runs go through one queue, so
 * never two at once in this process, and each takes the run lock (see run-lock.ts) so never
 * two at once across processes either; every run publishes.
 */
export async function scheduleCommand(
  config: Config,
  options: { sources: string[]; once: boolean },
  output: CommandOutput = { out: (text) => void process.stdout.write(text), err: (text) => void process.stderr.write(text) },
): Promise<number> {
  const adapters = selectSources(options.sources);
  await checkOfflineSourcesPort(config, options.sources);
  const queue = new PQueue({ concurrency: 1 });
  const runOne = (id: string) =>
    queue.add(async () => {
      try {
        return await runCommand(config, { sources: [id], asOf: undefined, publish: true, force: false }, output.out, output.err);
      } catch (error) {
        output.err(`[schedule] ${id} : ${frenchError(error)}\n`);
        return 1;
      }
    });
  if (options.once) {
    const codes = await Promise.all(adapters.map((a) => runOne(a.id)));
    return codes.some((c) => c !== 0) ? 1 : 0;
  }
  const jobs = adapters.map((adapter) => {
    const expression = config.sourceConfig(adapter.id).schedule ?? adapter.schedule;
    const job = new Cron(expression, { timezone: 'Pacific/Noumea', protect: true, name: adapter.id }, () => {
      void runOne(adapter.id);
    });
    output.out(`[schedule] ${adapter.id}: "${expression}", prochaine exécution ${job.nextRun()?.toISOString()}\n`);
    return job;
  });
  await new Promise<void>((resolve) => {
    // The run under way, if any, is stopped by the same signal (run-command.ts); the runs queued behind it are not started.
    const stop = () => {
      jobs.forEach((j) => j.stop());
      queue.clear();
      void queue.onIdle().then(resolve);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
