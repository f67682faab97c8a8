-- FlowAudit action ledger: the tables, the index and the purge's schedule (segment_tracks_to_snowflake.schema.sql).
-- Inventory: acme-inventory.yaml (SHA-256 548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb)
-- Flow: segment_tracks_to_snowflake (line 133), from segment to snowflake
-- Dialect: PostgreSQL 13 or later; run with psql -f segment_tracks_to_snowflake.schema.sql.
-- Retention: 365 days (ledger_retention_days), against every window a replay can come in (IP03):
--   max_replay_window_days of the flow: 2 days
--   backfill_overlap_days of the flow: 2 d
--   Segment (Twilio) Connections, retry 4 h: failed cloud-mode destination calls retry with randomised exponential backoff (checked 2026-11-01)
-- Deliveries are kept 1 day: the longest retry or resend window of the source's cards, Segment (Twilio) Connections, retry 4 h (checked 2026-11-01).
-- Episode key: idempotency_key "message_id" is the sender's event ID (message_id), joined by ":": {message_id}
-- Needs pg_cron (CREATE EXTENSION pg_cron, by a superuser) in the database cron.database_name names: run this file there, or schedule the job with cron.schedule_in_database.

-- name: create_action_ledger
-- One row per business effect (episode): its key is the claim of IP05.
-- IP08: Two keys, one ledger: the delivery key dedupes deliveries, the business effect key dedupes the effect.
CREATE TABLE IF NOT EXISTS action_ledger (
    episode_key text PRIMARY KEY,
    flow_id text NOT NULL,
    source_event_ids jsonb,
    state text NOT NULL CHECK (state IN ('approved', 'submitting', 'acknowledged', 'needs_reconciliation', 'done')),
    destination_ref text,
    first_seen timestamptz NOT NULL DEFAULT now(),
    last_attempt timestamptz,
    attempts integer NOT NULL DEFAULT 0,
    expires_at timestamptz NOT NULL
);

-- name: create_action_ledger_expiry_index
-- The purge finds expired rows by it.
CREATE INDEX IF NOT EXISTS action_ledger_expires_at ON action_ledger (expires_at);

-- name: create_delivery_log
-- One row per delivery the sender made: the delivery key (its event ID) dedupes redeliveries.
CREATE TABLE IF NOT EXISTS delivery_log (
    flow_id text NOT NULL,
    delivery_key text NOT NULL,
    episode_key text,
    received_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (flow_id, delivery_key)
);

-- name: schedule_purge
-- Both purges every hour, by pg_cron, as the job flowaudit_purge_segment_tracks_to_snowflake (run again, it replaces the job of that name).
SELECT cron.schedule(
    'flowaudit_purge_segment_tracks_to_snowflake',
    '0 * * * *',
    $purge$DELETE FROM action_ledger WHERE episode_key IN (SELECT episode_key FROM action_ledger WHERE state = 'done' AND expires_at < now() LIMIT 10000); DELETE FROM delivery_log WHERE (flow_id, delivery_key) IN (SELECT flow_id, delivery_key FROM delivery_log WHERE expires_at < now() LIMIT 10000);$purge$
);
