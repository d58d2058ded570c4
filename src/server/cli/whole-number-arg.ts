/**
 * A command-line option that must be a whole number ≥ 0 (a port, a delay): anything else stops
 * the program with exit code 2 and says which option, so a typo never means port 0 or no delay.
 */
export function wholeNumberArg(name: string, text: string): number {
  const value = Number(text);
  if (Number.isInteger(value) && value >= 0) return value;
  process.stderr.write(`--${name} deve essere un numero intero ≥ 0, non «${text}»\n`);
  process.exit(2);
}
