/** The number after `--<name>` among a bench script's arguments, else `fallback`. */
export function numberOption(args: readonly string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(args[i + 1]);
}
