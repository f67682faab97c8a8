-- FlowAudit action ledger: the tables, the index and the purge's schedule (segment_tracks_to_snowflake.schema.sql).
-- Inventory: acme-inventory.yaml (SHA-256 548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb)
-- Flow: segment_tracks_to_snowflake (line 133), from segment to snowflake
-- Dialect: SQLite 3.35 or later (RETURNING).
-- Retention: 365 days (ledger_retention_days), against every window a replay can come in (IP03):
--   max_replay_window_days of the flow: 2 days
--   backfill_overlap_days of the flow: 2 d
--   Segment (Twilio) Connections, retry 4 h: failed cloud-mode destination calls retry with randomised exponential backoff (checked 2026-11-01)
-- Deliveries are kept 1 day: the longest retry or resend window of the source's cards, Segment (Twilio) Connections, retry 4 h (checked 2026-11-01).
-- Episode key: idempotency_key "message_id" is the sender's event ID (message_id), joined by ":": {message_id}
-- No schedule: the application runs purge_expired_episodes and purge_expired_deliveries (segment_tracks_to_snowflake.queries.sql), every hour for example.

-- name: create_action_ledger
-- One row per business effect (episode): its key is the claim of IP05.
-- IP08: Two keys, one ledger: the delivery key dedupes deliveries, the business effect key dedupes the effect.
CREATE TABLE IF NOT EXISTS action_ledger (
    episode_key TEXT NOT NULL PRIMARY KEY,
    flow_id TEXT NOT NULL,
    source_event_ids TEXT,
    state TEXT NOT NULL CHECK (state IN ('approved', 'submitting', 'acknowledged', 'needs_reconciliation', 'done')),
    destination_ref TEXT,
    first_seen TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
    last_attempt TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    expires_at TEXT NOT NULL
);

-- name: create_action_ledger_expiry_index
-- The purge finds expired rows by it.
CREATE INDEX IF NOT EXISTS action_ledger_expires_at ON action_ledger (expires_at);

-- name: create_delivery_log
-- One row per delivery the sender made: the delivery key (its event ID) dedupes redeliveries.
CREATE TABLE IF NOT EXISTS delivery_log (
    flow_id TEXT NOT NULL,
    delivery_key TEXT NOT NULL,
    episode_key TEXT,
    received_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
    expires_at TEXT NOT NULL,
    PRIMARY KEY (flow_id, delivery_key)
);
