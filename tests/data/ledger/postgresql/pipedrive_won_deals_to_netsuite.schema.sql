-- FlowAudit action ledger: the tables, the index and the purge's schedule (pipedrive_won_deals_to_netsuite.schema.sql).
-- Inventory: acme-inventory.yaml (SHA-256 548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb)
-- Flow: pipedrive_won_deals_to_netsuite (line 92), from pipedrive to netsuite
-- Dialect: PostgreSQL 13 or later; run with psql -f pipedrive_won_deals_to_netsuite.schema.sql.
-- Retention: 30 days (ledger_retention_days), against every window a replay can come in (IP03):
--   max_replay_window_days of the flow: 1 day
--   backfill_overlap_days of the flow: 1 d
-- Deliveries are kept 1 day: the flow's max_replay_window_days, since no card of its source states a retry or resend window; the windows are the flow's own.
-- Lease: 10 s (sender_timeout_seconds, the flow's ack budget: the sender has given up on a request older than it); past it the next claimant takes the episode over.
-- Episode key: idempotency_key "pipedrive_won_deals_to_netsuite + event_id" is the flow ID "pipedrive_won_deals_to_netsuite", the sender's event ID (event_id), joined by ":": pipedrive_won_deals_to_netsuite:{event_id}
-- Warning: IP02 WARN (Keys from the business effect, not the delivery) on idempotency_key "pipedrive_won_deals_to_netsuite + event_id": Never build a key from attempt or arrival data (attempt numbers, delivery IDs that change per retry, receipt time, now, random values, a fresh UUID per attempt): each retry would look new. A key of only the sender's event ID dedupes deliveries, not the business effect, which a second event or a replay repeats.
-- Needs pg_cron (CREATE EXTENSION pg_cron, by a superuser) in the database cron.database_name names: run this file there, or schedule the job with cron.schedule_in_database.

-- name: create_action_ledger
-- One row per business effect (episode) of a flow: its key is the claim of IP05, unique per flow, compared byte for byte.
-- claim_token and lease_expires_at tie the episode to the worker that claimed it; request_hash is the request's fingerprint, if given.
-- IP08: Two keys, one ledger: the delivery key dedupes deliveries, the business effect key dedupes the effect.
CREATE TABLE IF NOT EXISTS action_ledger (
    flow_id text COLLATE "C" NOT NULL CHECK (octet_length(flow_id) BETWEEN 1 AND 255),
    episode_key text COLLATE "C" NOT NULL CHECK (octet_length(episode_key) BETWEEN 1 AND 1024),
    source_event_ids jsonb,
    request_hash text COLLATE "C" CHECK (octet_length(request_hash) BETWEEN 1 AND 128),
    claim_token text COLLATE "C" NOT NULL CHECK (octet_length(claim_token) BETWEEN 1 AND 64),
    claims integer NOT NULL DEFAULT 1,
    state text NOT NULL CHECK (state IN ('approved', 'submitting', 'acknowledged', 'needs_reconciliation', 'done')),
    destination_ref text,
    first_seen timestamptz NOT NULL DEFAULT now(),
    last_attempt timestamptz,
    attempts integer NOT NULL DEFAULT 0,
    lease_expires_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (flow_id, episode_key)
);

-- name: create_action_ledger_expiry_index
-- The purge finds expired rows by it.
CREATE INDEX IF NOT EXISTS action_ledger_expires_at ON action_ledger (expires_at);

-- name: create_delivery_log
-- One row per delivery the sender made: the delivery key (its event ID) dedupes redeliveries.
CREATE TABLE IF NOT EXISTS delivery_log (
    flow_id text COLLATE "C" NOT NULL CHECK (octet_length(flow_id) BETWEEN 1 AND 255),
    delivery_key text COLLATE "C" NOT NULL CHECK (octet_length(delivery_key) BETWEEN 1 AND 1024),
    episode_key text COLLATE "C" CHECK (octet_length(episode_key) BETWEEN 1 AND 1024),
    received_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (flow_id, delivery_key)
);

-- name: schedule_purge
-- Both purges every hour, by pg_cron, as the job flowaudit_purge_pipedrive_won_deals_to_netsuite (run again, it replaces the job of that name).
SELECT cron.schedule(
    'flowaudit_purge_pipedrive_won_deals_to_netsuite',
    '0 * * * *',
    $purge$DELETE FROM action_ledger WHERE (flow_id, episode_key) IN (SELECT flow_id, episode_key FROM action_ledger WHERE state IN ('acknowledged', 'done') AND expires_at < now() LIMIT 10000); DELETE FROM delivery_log WHERE (flow_id, delivery_key) IN (SELECT flow_id, delivery_key FROM delivery_log WHERE expires_at < now() LIMIT 10000);$purge$
);
