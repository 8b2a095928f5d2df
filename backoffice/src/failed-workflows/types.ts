/** A workflow step or job that ran out of retries, as `/api/admin/failed-workflows` gives it. */
export interface FailedWorkflowRecord {
  readonly id: number;
  readonly workflow: string;
  readonly step: string;
  readonly source: Record<string, unknown>;
  readonly error: string;
  readonly error_summary: string;
  readonly attempts: number;
  readonly failed_at: string;
  readonly retry_requested_at: string | null;
  readonly resolved_at: string | null;
  readonly resolved: boolean;
}
