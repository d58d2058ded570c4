import {
  featureOf,
  importsOf,
  isTestCode,
  resolveImport,
  type SourceFile,
} from './architecture-source';

/**
 * Dependencies go one way: no two features need each other, and no two files import each other
 * (through any number of steps). Type imports count too: a type shared both ways belongs to
 * neither file, and moves down to a module both import.
 */
type Graph = Map<string, Set<string>>;

function addEdge(graph: Graph, from: string, to: string) {
  if (from === to) return;
  if (!graph.has(from)) graph.set(from, new Set());
  graph.get(from)?.add(to);
}

/** Strongly connected components with more than one node (Tarjan's algorithm), each sorted. */
export function cyclesOf(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** The import graph of the source files, between files and between features. */
export function dependencyGraphs(files: readonly SourceFile[]): { files: Graph; features: Graph } {
  const known = new Set(files.map((f) => f.path.replace(/\.tsx?$/, '')));
  const graphs = { files: new Map(), features: new Map() } as { files: Graph; features: Graph };
  for (const file of files) {
    if (isTestCode(file.path)) continue;
    const from = file.path.replace(/\.tsx?$/, '');
    for (const { specifier } of importsOf(file.text)) {
      const target = resolveImport(file.path, specifier);
      if (!known.has(target)) continue;
      addEdge(graphs.files, from, target);
      for (const side of ['server', 'web'] as const) {
        const mine = featureOf(from, side);
        const theirs = featureOf(target, side);
        if (mine && theirs) addEdge(graphs.features, `${side}:${mine}`, `${side}:${theirs}`);
      }
    }
  }
  return graphs;
}

/** Every cycle, as "cycle: a ↔ b ↔ c (files|features)". */
export function cycleViolations(files: readonly SourceFile[]): string[] {
  const graphs = dependencyGraphs(files);
  return [
    ...cyclesOf(graphs.features).map((c) => `cycle: ${c.join(' ↔ ')}: features depend one way`),
    ...cyclesOf(graphs.files).map((c) => `cycle: ${c.join(' ↔ ')}: files import one way`),
  ];
}
