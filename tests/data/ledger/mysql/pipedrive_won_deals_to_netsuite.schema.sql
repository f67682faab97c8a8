-- FlowAudit action ledger: the tables, the index and the purge's schedule (pipedrive_won_deals_to_netsuite.schema.sql).
-- Inventory: acme-inventory.yaml (SHA-256 548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb)
-- Flow: pipedrive_won_deals_to_netsuite (line 92), from pipedrive to netsuite
-- Dialect: MySQL 8 or MariaDB 10.6 and later; run with the mysql or mariadb client, whose DELIMITER the event's body needs.
-- Retention: 30 days (ledger_retention_days), against every window a replay can come in (IP03):
--   max_replay_window_days of the flow: 1 day
--   backfill_overlap_days of the flow: 1 d
-- Deliveries are kept 1 day: the flow's max_replay_window_days, since no card of its source states a retry or resend window; the windows are the flow's own.
-- Lease: 10 s (sender_timeout_seconds, the flow's ack budget: the sender has given up on a request older than it); past it the next claimant takes the episode over.
-- Episode key: idempotency_key "pipedrive_won_deals_to_netsuite + event_id" is the flow ID "pipedrive_won_deals_to_netsuite", the sender's event ID (event_id), joined by ":": pipedrive_won_deals_to_netsuite:{event_id}
-- Warning: IP02 WARN (Keys from the business effect, not the delivery) on idempotency_key "pipedrive_won_deals_to_netsuite + event_id": Never build a key from attempt or arrival data (attempt numbers, delivery IDs that change per retry, receipt time, now, random values, a fresh UUID per attempt): each retry would look new. A key of only the sender's event ID dedupes deliveries, not the business effect, which a second event or a replay repeats.

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
-- Both purges every hour, as the event flowaudit_purge_pipedrive_won_deals_to_netsuite. The event scheduler must be ON (event_scheduler=ON in the server's configuration).
DELIMITER $$
CREATE EVENT IF NOT EXISTS `flowaudit_purge_pipedrive_won_deals_to_netsuite`
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
