-- FlowAudit action ledger: the tables, the index and the purge's schedule (segment_events_to_braze.schema.sql).
-- Inventory: acme-inventory.yaml (SHA-256 548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb)
-- Flow: segment_events_to_braze (line 153), from segment to braze
-- Dialect: MySQL 8 or MariaDB 10.6 and later; run with the mysql or mariadb client, whose DELIMITER the event's body needs.
-- Retention: 1 day (ledger_retention_days), against every window a replay can come in (IP03):
--   max_replay_window_days of the flow: 1 day
--   Segment (Twilio) Connections, retry 4 h: failed cloud-mode destination calls retry with randomised exponential backoff (checked 2026-11-01)
--   backfill_overlap_days of the flow: 0 s
-- Deliveries are kept 1 day: the longest retry or resend window of the source's cards, Segment (Twilio) Connections, retry 4 h (checked 2026-11-01).
-- Episode key: idempotency_key "message_id" is the sender's event ID (message_id), joined by ":": {message_id}

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

-- name: schedule_purge
-- Both purges every hour, as the event flowaudit_purge_segment_events_to_braze. The event scheduler must be ON (event_scheduler=ON in the server's configuration).
DELIMITER $$
CREATE EVENT IF NOT EXISTS `flowaudit_purge_segment_events_to_braze`
ON SCHEDULE EVERY 1 HOUR
DO BEGIN
    DELETE FROM action_ledger
    WHERE state = 'done' AND expires_at < NOW(6)
    LIMIT 10000;
    DELETE FROM delivery_log
    WHERE expires_at < NOW(6)
    LIMIT 10000;
END$$
DELIMITER ;
