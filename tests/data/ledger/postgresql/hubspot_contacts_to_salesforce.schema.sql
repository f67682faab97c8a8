-- FlowAudit action ledger: the tables, the index and the purge's schedule (hubspot_contacts_to_salesforce.schema.sql).
-- Inventory: acme-inventory.yaml (SHA-256 548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb)
-- Flow: hubspot_contacts_to_salesforce (line 51), from hubspot to salesforce
-- Dialect: PostgreSQL 13 or later; run with psql -f hubspot_contacts_to_salesforce.schema.sql.
-- Retention: 14 days (ledger_retention_days), against every window a replay can come in (IP03):
--   max_replay_window_days of the flow: 3 days
--   HubSpot Webhooks journal, replay 3 d: subscription-related changes for the past three days can be read from the journal (checked 2026-11-02)
--   HubSpot Workflow webhook action, retry 3 d: retries for up to three days after failure (checked 2026-11-02)
--   HubSpot App webhook subscriptions, retry 1 d: up to 10 retries over 24 hours for connection failures, timeouts and any 4xx or 5xx (checked 2026-11-01)
--   backfill_overlap_days of the flow: 1 d
-- Deliveries are kept 3 days: the longest retry or resend window of the source's cards, HubSpot Workflow webhook action, retry 3 d (checked 2026-11-02).
-- Lease: 5 s (sender_timeout_seconds, the flow's ack budget: the sender has given up on a request older than it); past it the next claimant takes the episode over.
-- Episode key: idempotency_key "hubspot_contacts_to_salesforce + contact.id + contact.hs_lastmodifieddate" is the flow ID "hubspot_contacts_to_salesforce", the value of contact.id, the value of contact.hs_lastmodifieddate, joined by ":": hubspot_contacts_to_salesforce:{contact.id}:{contact.hs_lastmodifieddate}
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
-- Both purges every hour, by pg_cron, as the job flowaudit_purge_hubspot_contacts_to_salesforce (run again, it replaces the job of that name).
SELECT cron.schedule(
    'flowaudit_purge_hubspot_contacts_to_salesforce',
    '0 * * * *',
    $purge$DELETE FROM action_ledger WHERE (flow_id, episode_key) IN (SELECT flow_id, episode_key FROM action_ledger WHERE state IN ('acknowledged', 'done') AND expires_at < now() LIMIT 10000); DELETE FROM delivery_log WHERE (flow_id, delivery_key) IN (SELECT flow_id, delivery_key FROM delivery_log WHERE expires_at < now() LIMIT 10000);$purge$
);
