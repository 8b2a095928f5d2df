import { type Kysely, sql } from 'kysely';

/**
 * `shop_move_checkpoint`: moves a projection's checkpoint from where its runner left it, in
 * the statement that ends the batch's transaction (`SELECT shop_move_checkpoint(...); COMMIT`,
 * one round trip where an UPDATE and then a COMMIT took two). With no row yet and `may_insert`
 * (the runner starts from the beginning), it inserts it. Any other checkpoint means another
 * runner moved it: it raises SH001, and the COMMIT after it does not run. A batch the projection
 * has nothing in moves the checkpoint with it alone (`passCheckpoint`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION shop_move_checkpoint(
      p_name text, p_from_commit numeric, p_from_prepare numeric, p_from_seen bigint,
      p_to_commit numeric, p_to_prepare numeric, p_to_seen bigint, p_may_insert boolean)
    RETURNS void LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE projection_checkpoints
      SET commit_position = p_to_commit, prepare_position = p_to_prepare,
          events_seen = p_to_seen, updated_at = now()
      WHERE name = p_name AND commit_position = p_from_commit
        AND prepare_position = p_from_prepare AND events_seen = p_from_seen;
      IF FOUND THEN
        RETURN;
      END IF;
      IF p_may_insert AND NOT EXISTS (SELECT 1 FROM projection_checkpoints WHERE name = p_name) THEN
        INSERT INTO projection_checkpoints (name, commit_position, prepare_position, events_seen)
        VALUES (p_name, p_to_commit, p_to_prepare, p_to_seen);
        RETURN;
      END IF;
      RAISE EXCEPTION 'Projection % was moved on by another runner', p_name
        USING ERRCODE = 'SH001';
    END
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION shop_move_checkpoint(text, numeric, numeric, bigint, numeric, numeric,
    bigint, boolean)`.execute(db);
}
