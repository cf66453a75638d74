export type StepStatus = "finished" | "failed" | "skipped" | "not-run";

/** One step of the plan as the drawing needs it. */
export interface PlanGraphNode {
  id: string;
  tool: string;
  /** The requirement ids the step covers. */
  covers: string[];
  dependsOn: string[];
  status: StepStatus;
  /** Why it failed or was skipped, shown on hover. */
  detail?: string;
}

export interface PlacedNode {
  id: string;
  /** The dependency depth: 0 for a step with no dependencies, else one more than its deepest dependency. */
  layer: number;
  /** The position inside its layer, top to bottom. */
  order: number;
  x: number;
  y: number;
}

export interface PlanGraphLayout {
  nodes: PlacedNode[];
  edges: { from: string; to: string }[];
  width: number;
  height: number;
}

export const NODE_WIDTH = 196;
export const NODE_HEIGHT = 46;
const GAP_X = 44;
const GAP_Y = 14;
const PAD = 8;

/**
 * Lays the plan out left to right, one column per dependency depth; inside a column, steps are
 * ordered by the mean position of their dependencies (one barycentre pass), so edges rarely cross.
 * Dependencies on steps not in the plan are ignored; a cycle is cut where it is found.
 */
export function layoutPlanGraph(nodes: readonly PlanGraphNode[]): PlanGraphLayout {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const depth = new Map<string, number>();
  const visiting = new Set<string>();
  const depthOf = (id: string): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return 0;
    visiting.add(id);
    const parents = byId.get(id)!.dependsOn.filter((parent) => byId.has(parent) && parent !== id);
    const value = parents.length ? 1 + Math.max(...parents.map(depthOf)) : 0;
    visiting.delete(id);
    depth.set(id, value);
    return value;
  };
  const layers: string[][] = [];
  for (const node of nodes) (layers[depthOf(node.id)] ??= []).push(node.id);
  const order = new Map<string, number>();
  layers.forEach((layer, index) => {
    if (index > 0) {
      const centre = (id: string) => {
        const parents = byId.get(id)!.dependsOn.filter((parent) => order.has(parent));
        return parents.length ? parents.reduce((sum, parent) => sum + order.get(parent)!, 0) / parents.length : Number.POSITIVE_INFINITY;
      };
      // Array.prototype.sort is stable: ties keep the plan's order.
      layer.sort((a, b) => centre(a) - centre(b));
    }
    layer.forEach((id, position) => order.set(id, position));
  });
  const tallest = Math.max(1, ...layers.map((layer) => layer.length));
  const height = PAD * 2 + tallest * NODE_HEIGHT + (tallest - 1) * GAP_Y;
  const placed: PlacedNode[] = [];
  layers.forEach((layer, index) => {
    const offset = ((tallest - layer.length) * (NODE_HEIGHT + GAP_Y)) / 2;
    layer.forEach((id, position) =>
      placed.push({ id, layer: index, order: position, x: PAD + index * (NODE_WIDTH + GAP_X), y: PAD + offset + position * (NODE_HEIGHT + GAP_Y) }),
    );
  });
  const edges = nodes.flatMap((node) =>
    [...new Set(node.dependsOn)]
      .filter((parent) => byId.has(parent) && depth.get(parent)! < depth.get(node.id)!)
      .map((parent) => ({ from: parent, to: node.id })),
  );
  return { nodes: placed, edges, width: PAD * 2 + Math.max(1, layers.length) * NODE_WIDTH + Math.max(0, layers.length - 1) * GAP_X, height };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export const STATUS_COLOURS: Record<StepStatus, { fill: string; stroke: string }> = {
  finished: { fill: "#e7f5ea", stroke: "#1e7b34" },
  failed: { fill: "#fdeceb", stroke: "#b3261e" },
  skipped: { fill: "#f1f1f1", stroke: "#8a8a8a" },
  "not-run": { fill: "#ffffff", stroke: "#8a8a8a" },
};

/** What a step covers, in one short line: "metrics:revenue +7 more", or "feeds later steps". */
export function coverLabel(covers: readonly string[]): string {
  if (covers.length === 0) return "feeds later steps";
  const first = clip(covers[0]!, covers.length > 1 ? 20 : 28);
  return covers.length > 1 ? `${first} +${covers.length - 1} more` : first;
}

/**
 * The plan drawn as inline SVG: one `g.plan-node` per step (its tool, what it covers, coloured by
 * status, the full detail on hover) and one arrow per dependency. Scales to its container.
 */
export function planGraphSvg(nodes: readonly PlanGraphNode[], options: { title?: string } = {}): string {
  const layout = layoutPlanGraph(nodes);
  const at = new Map(layout.nodes.map((node) => [node.id, node]));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const edges = layout.edges.map(({ from, to }) => {
    const a = at.get(from)!;
    const b = at.get(to)!;
    const x1 = a.x + NODE_WIDTH;
    const y1 = a.y + NODE_HEIGHT / 2;
    const x2 = b.x - 1;
    const y2 = b.y + NODE_HEIGHT / 2;
    const bend = (x2 - x1) / 2;
    return `<path class="plan-edge" data-from="${escape(from)}" data-to="${escape(to)}" d="M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}" fill="none" stroke="#777" stroke-width="1.4" marker-end="url(#plan-arrow)"/>`;
  });
  const boxes = layout.nodes.map((placed) => {
    const node = byId.get(placed.id)!;
    const colour = STATUS_COLOURS[node.status];
    const hover = [
      `${node.id}: ${node.tool} (${node.status.replace("-", " ")})`,
      ...(node.covers.length ? [`covers ${node.covers.join(", ")}`] : []),
      ...(node.detail ? [node.detail] : []),
    ].join("\n");
    return `<g class="plan-node" data-step="${escape(node.id)}" data-status="${node.status}" transform="translate(${placed.x},${placed.y})"><title>${escape(hover)}</title><rect width="${NODE_WIDTH}" height="${NODE_HEIGHT}" rx="7" fill="${colour.fill}" stroke="${colour.stroke}" stroke-width="1.6"${node.status === "not-run" ? ' stroke-dasharray="4 3"' : ""}/><text x="10" y="19" font-size="13" font-weight="600" font-family="ui-monospace,Menlo,Consolas,monospace" fill="#1b1b1b">${escape(clip(node.tool, 22))}</text><text x="10" y="36" font-size="11.5" font-family="system-ui,sans-serif" fill="#444">${escape(coverLabel(node.covers))}</text></g>`;
  });
  const label = options.title ?? `The plan: ${nodes.length} steps`;
  return `<svg class="plan-graph" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escape(label)}" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}"><defs><marker id="plan-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#777"/></marker></defs>${edges.join("")}${boxes.join("")}</svg>`;
}
