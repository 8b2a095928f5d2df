import { z } from 'zod';
import { SandboxRequestError } from './taobao-simulator-errors.js';

/**
 * How a faulty call fails: `http-5xx` a gateway error page, `isp` TOP's `isp.*` service error,
 * `rate-limit` code 7 App Call Limited, `malformed` a 200 whose JSON is cut short.
 */
export const faultKinds = ['http-5xx', 'isp', 'rate-limit', 'malformed'] as const;
export type FaultKind = (typeof faultKinds)[number];

const faultsSchema = z
  .object({
    /** Added before every API call is answered. */
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    /** The share of API calls that fail, 0 to 1 (e.g. 0.2: one in five). */
    failureRatio: z.number().min(0).max(1).optional(),
    /** What the failures are, drawn evenly; all kinds by default. */
    kinds: z.array(z.enum(faultKinds)).min(1).optional(),
    /** Only these methods fail or wait; all by default. */
    methods: z
      .array(z.string().regex(/^taobao(\.[a-z]+)+$/))
      .min(1)
      .optional(),
    /**
     * The share of failing writes (item, quantity, listing, shipping calls) that fail after they
     * took effect, as when an answer is lost on its way back; 0.5 by default.
     */
    afterEffectRatio: z.number().min(0).max(1).optional(),
    /** Makes the draws repeat from run to run. */
    seed: z.number().int().optional(),
  })
  .strict();
export type TaobaoSimulatorFaults = z.infer<typeof faultsSchema>;

const nextFaultSchema = z
  .object({
    kind: z.enum(faultKinds),
    /** How many calls in a row fail; 1 by default. */
    count: z.number().int().min(1).max(10_000).optional(),
    method: z
      .string()
      .regex(/^taobao(\.[a-z]+)+$/)
      .optional(),
    /** For a write: fail after it took effect. */
    afterEffect: z.boolean().optional(),
  })
  .strict();
export type NextFault = z.infer<typeof nextFaultSchema>;

export interface DrawnFault {
  readonly kind: FaultKind;
  /** The call is carried out, and then its answer is lost. */
  readonly afterEffect: boolean;
}

/** The faults in force, and the draw for each call. */
export function createSimulatedFaults(initial: TaobaoSimulatorFaults = {}) {
  let faults = parseFaults(initial);
  let random = randomSource(faults.seed);
  const queued: (NextFault & { left: number })[] = [];

  return {
    current: () => faults,

    set(next: unknown): TaobaoSimulatorFaults {
      faults = parseFaults(next);
      random = randomSource(faults.seed);
      return faults;
    },

    clear(): void {
      faults = {};
      queued.length = 0;
    },

    failNext(next: unknown): void {
      const fault = parse(nextFaultSchema, next);
      queued.push({ ...fault, left: fault.count ?? 1 });
    },

    latencyMs(method: string): number {
      return applies(faults.methods, method) ? (faults.latencyMs ?? 0) : 0;
    },

    /** Whether this call fails, and how; `write` calls may fail after their effect. */
    draw(method: string, write: boolean): DrawnFault | undefined {
      const next = queued.find((fault) => fault.method === undefined || fault.method === method);
      if (next) {
        next.left -= 1;
        if (next.left === 0) queued.splice(queued.indexOf(next), 1);
        return { kind: next.kind, afterEffect: write && (next.afterEffect ?? false) };
      }
      const ratio = faults.failureRatio ?? 0;
      if (ratio === 0 || !applies(faults.methods, method) || random() >= ratio) return undefined;
      const kinds = faults.kinds ?? faultKinds;
      const kind = kinds[Math.floor(random() * kinds.length)] ?? 'isp';
      return { kind, afterEffect: write && random() < (faults.afterEffectRatio ?? 0.5) };
    },
  };
}

export type SimulatedFaults = ReturnType<typeof createSimulatedFaults>;

function applies(methods: readonly string[] | undefined, method: string): boolean {
  return methods === undefined || methods.includes(method);
}

function parseFaults(value: unknown): TaobaoSimulatorFaults {
  return parse(faultsSchema, value);
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new SandboxRequestError(400, z.prettifyError(parsed.error));
  return parsed.data;
}

/** Math.random, or mulberry32 from a seed so that a run's failures can be replayed. */
function randomSource(seed: number | undefined): () => number {
  if (seed === undefined) return Math.random;
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
