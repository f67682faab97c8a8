-- FlowAudit action ledger: the tables, the index and the purge's schedule (stripe_payouts_to_netsuite.schema.sql).
-- Inventory: acme-inventory.yaml (SHA-256 548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb)
-- Flow: stripe_payouts_to_netsuite (line 30), from stripe to netsuite
-- Dialect: MySQL 8 or MariaDB 10.6 and later; run with the mysql or mariadb client, whose DELIMITER the event's body needs.
-- Retention: 60 days (ledger_retention_days), against every window a replay can come in (IP03):
--   max_replay_window_days of the flow: 30 days
--   Stripe Webhooks, manual_resend 30 d: CLI `stripe events resend` up to 30 days (checked 2026-11-06)
--   Stripe Webhooks, manual_resend 15 d: Dashboard resend up to 15 days after the event (checked 2026-11-06)
--   Stripe Webhooks, retry 3 d: automatic retries in live mode, exponential backoff (checked 2026-11-06)
--   backfill_overlap_days of the flow: 3 d
-- Deliveries are kept 30 days: the longest retry or resend window of the source's cards, Stripe Webhooks, manual_resend 30 d (checked 2026-11-06).
-- Lease: 20 s (sender_timeout_seconds, the flow's ack budget: the sender has given up on a request older than it); past it the next claimant takes the episode over.
-- Episode key: idempotency_key "stripe_payouts_to_netsuite + payout.id + payout.status" is the flow ID "stripe_payouts_to_netsuite", the value of payout.id, the value of payout.status, joined by ":": stripe_payouts_to_netsuite:{payout.id}:{payout.status}

-- name: create_action_ledger
-- One row per business effect (episode) of a flow: its key is the claim of IP05, unique per flow, compared byte for byte.
-- claim_token and lease_expires_at tie the episode to the worker that claimed it; request_hash is the request's fingerprint, if given.
-- IP08: Two keys, one ledger: the delivery key dedupes deliveries, the business effect key dedupes the effect.
CREATE TABLE IF NOT EXISTS action_ledger (
    flow_id VARBINARY(256) NOT NULL CHECK (LENGTH(flow_id) BETWEEN 1 AND 255),
    episode_key VARBINARY(1025) NOT NULL CHECK (LENGTH(episode_key) BETWEEN 1 AND 1024),
    source_event_ids JSON,
    request_hash VARBINARY(129) CHECK (LENGTH(request_hash) BETWEEN 1 AND 128),
    claim_token VARBINARY(65) NOT NULL CHECK (LENGTH(claim_token) BETWEEN 1 AND 64),
    claims INTEGER NOT NULL DEFAULT 1,
    state VARCHAR(32) NOT NULL CHECK (state IN ('approved', 'submitting', 'acknowledged', 'needs_reconciliation', 'done')),
    destination_ref TEXT,
    first_seen DATETIME(6) NOT NULL DEFAULT (UTC_TIMESTAMP(6)),
    last_attempt DATETIME(6),
    attempts INTEGER NOT NULL DEFAULT 0,
    lease_expires_at DATETIME(6) NOT NULL,
    expires_at DATETIME(6) NOT NULL,
    PRIMARY KEY (flow_id, episode_key),
    INDEX action_ledger_expires_at (expires_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;

-- name: create_delivery_log
-- One row per delivery the sender made: the delivery key (its event ID) dedupes redeliveries.
CREATE TABLE IF NOT EXISTS delivery_log (
    flow_id VARBINARY(256) NOT NULL CHECK (LENGTH(flow_id) BETWEEN 1 AND 255),
    delivery_key VARBINARY(1025) NOT NULL CHECK (LENGTH(delivery_key) BETWEEN 1 AND 1024),
    episode_key VARBINARY(1025) CHECK (LENGTH(episode_key) BETWEEN 1 AND 1024),
    received_at DATETIME(6) NOT NULL DEFAULT (UTC_TIMESTAMP(6)),
    expires_at DATETIME(6) NOT NULL,
    PRIMARY KEY (flow_id, delivery_key)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin;

-- name: schedule_purge
-- Both purges every hour, as the event flowaudit_purge_stripe_payouts_to_netsuite. The event scheduler must be ON (event_scheduler=ON in the server's configuration).
DELIMITER $$
CREATE EVENT IF NOT EXISTS `flowaudit_purge_stripe_payouts_to_netsuite`
ON SCHEDULE EVERY 1 HOUR
DO BEGIN
    SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED;
    DELETE FROM action_ledger
    WHERE state IN ('acknowledged', 'done') AND expires_at < UTC_TIMESTAMP(6)
    LIMIT 10000;
    DELETE FROM delivery_log
    WHERE expires_at < UTC_TIMESTAMP(6)
    LIMIT 10000;
END$$
DELIMITER ;
