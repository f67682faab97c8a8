-- FlowAudit action ledger: the tables, the index and the purge's schedule (billing_to_crm.schema.sql).
-- Inventory: acme-inventory.yaml (SHA-256 548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb)
-- Flow: billing_to_crm (line 8), from stripe to salesforce
-- Dialect: MySQL 8 or MariaDB 10.6 and later; run with the mysql or mariadb client.
-- Retention: 45 days (ledger_retention_days), against every window a replay can come in (IP03):
--   max_replay_window_days of the flow: 30 days
--   Stripe Webhooks, manual_resend 30 d: CLI `stripe events resend` up to 30 days (checked 2026-11-06)
--   Stripe Webhooks, manual_resend 15 d: Dashboard resend up to 15 days after the event (checked 2026-11-06)
--   backfill_overlap_days of the flow: 7 d
--   Stripe Webhooks, retry 3 d: automatic retries in live mode, exponential backoff (checked 2026-11-06)
-- Deliveries are kept 30 days: the longest retry or resend window of the source's cards, Stripe Webhooks, manual_resend 30 d (checked 2026-11-06).
-- Episode key: idempotency_key "billing_to_crm + invoice.id + invoice.revision" is the flow ID "billing_to_crm", the value of invoice.id, the value of invoice.revision, joined by ":": billing_to_crm:{invoice.id}:{invoice.revision}
-- No schedule: the application runs purge_expired_episodes and purge_expired_deliveries (billing_to_crm.queries.sql), every hour for example.

-- name: create_action_ledger
-- One row per business effect (episode): its key is the claim of IP05.
-- IP08: Two keys, one ledger: the delivery key dedupes deliveries, the business effect key dedupes the effect.
CREATE TABLE IF NOT EXISTS action_ledger (
    episode_key VARCHAR(255) NOT NULL PRIMARY KEY,
    flow_id VARCHAR(255) NOT NULL,
    source_event_ids JSON,
    state VARCHAR(32) NOT NULL CHECK (state IN ('approved', 'submitting', 'acknowledged', 'needs_reconciliation', 'done')),
    destination_ref TEXT,
    first_seen DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    last_attempt DATETIME(6),
    attempts INTEGER NOT NULL DEFAULT 0,
    expires_at DATETIME(6) NOT NULL,
    INDEX action_ledger_expires_at (expires_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;

-- name: create_delivery_log
-- One row per delivery the sender made: the delivery key (its event ID) dedupes redeliveries.
CREATE TABLE IF NOT EXISTS delivery_log (
    flow_id VARCHAR(255) NOT NULL,
    delivery_key VARCHAR(255) NOT NULL,
    episode_key VARCHAR(255),
    received_at DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    expires_at DATETIME(6) NOT NULL,
    PRIMARY KEY (flow_id, delivery_key)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;
