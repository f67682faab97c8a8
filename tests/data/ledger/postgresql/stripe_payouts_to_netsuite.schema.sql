-- FlowAudit action ledger: the tables, the index and the purge's schedule (stripe_payouts_to_netsuite.schema.sql).
-- Inventory: acme-inventory.yaml (SHA-256 548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb)
-- Flow: stripe_payouts_to_netsuite (line 30), from stripe to netsuite
-- Dialect: PostgreSQL 13 or later; run with psql -f stripe_payouts_to_netsuite.schema.sql.
-- Retention: 60 days (ledger_retention_days), against every window a replay can come in (IP03):
--   max_replay_window_days of the flow: 30 days
--   Stripe Webhooks, manual_resend 30 d: CLI `stripe events resend` up to 30 days (checked 2026-11-06)
--   Stripe Webhooks, manual_resend 15 d: Dashboard resend up to 15 days after the event (checked 2026-11-06)
--   Stripe Webhooks, retry 3 d: automatic retries in live mode, exponential backoff (checked 2026-11-06)
--   backfill_overlap_days of the flow: 3 d
-- Deliveries are kept 30 days: the longest retry or resend window of the source's cards, Stripe Webhooks, manual_resend 30 d (checked 2026-11-06).
-- Lease: 20 s (sender_timeout_seconds, the flow's ack budget: the sender has given up on a request older than it); past it the next claimant takes the episode over.
-- Episode key: idempotency_key "stripe_payouts_to_netsuite + payout.id + payout.status" is the flow ID "stripe_payouts_to_netsuite", the value of payout.id, the value of payout.status, joined by ":": stripe_payouts_to_netsuite:{payout.id}:{payout.status}
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
-- Both purges every hour, by pg_cron, as the job flowaudit_purge_stripe_payouts_to_netsuite (run again, it replaces the job of that name).
SELECT cron.schedule(
    'flowaudit_purge_stripe_payouts_to_netsuite',
    '0 * * * *',
    $purge$DELETE FROM action_ledger WHERE (flow_id, episode_key) IN (SELECT flow_id, episode_key FROM action_ledger WHERE state IN ('acknowledged', 'done') AND expires_at < now() LIMIT 10000); DELETE FROM delivery_log WHERE (flow_id, delivery_key) IN (SELECT flow_id, delivery_key FROM delivery_log WHERE expires_at < now() LIMIT 10000);$purge$
);
