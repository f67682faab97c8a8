-- FlowAudit action ledger: the tables, the index and the purge's schedule (hubspot_workflow_trial_onboarding.schema.sql).
-- Inventory: acme-inventory.yaml (SHA-256 548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb)
-- Flow: hubspot_workflow_trial_onboarding (line 72), from hubspot to braze
-- Dialect: MySQL 8 or MariaDB 10.6 and later; run with the mysql or mariadb client, whose DELIMITER the event's body needs.
-- Retention: 30 days (ledger_retention_days), against every window a replay can come in (IP03):
--   max_replay_window_days of the flow: 3 days
--   HubSpot Webhooks journal, replay 3 d: subscription-related changes for the past three days can be read from the journal (checked 2026-11-02)
--   HubSpot Workflow webhook action, retry 3 d: retries for up to three days after failure (checked 2026-11-02)
--   HubSpot App webhook subscriptions, retry 1 d: up to 10 retries over 24 hours for connection failures, timeouts and any 4xx or 5xx (checked 2026-11-01)
--   backfill_overlap_days of the flow: 0 s
-- Deliveries are kept 3 days: the longest retry or resend window of the source's cards, HubSpot Workflow webhook action, retry 3 d (checked 2026-11-02).
-- Lease: 5 s (sender_timeout_seconds is blank: the longest acknowledgement timeout of the source's cards, HubSpot App webhook subscriptions 5 s (checked 2026-11-01)); past it the next claimant takes the episode over.
-- Episode key: idempotency_key "hubspot_workflow_trial_onboarding + contact.id + trial.start_date" is the flow ID "hubspot_workflow_trial_onboarding", the value of contact.id, the value of trial.start_date, joined by ":": hubspot_workflow_trial_onboarding:{contact.id}:{trial.start_date}

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
-- Both purges every hour, as the event flowaudit_purge_hubspot_workflow_trial_onboarding. The event scheduler must be ON (event_scheduler=ON in the server's configuration).
DELIMITER $$
CREATE EVENT IF NOT EXISTS `flowaudit_purge_hubspot_workflow_trial_onboarding`
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
