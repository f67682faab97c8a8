-- FlowAudit action ledger: the statements application code runs by name (stripe_payouts_to_netsuite.queries.sql).
-- Inventory: acme-inventory.yaml (SHA-256 548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb)
-- Flow: stripe_payouts_to_netsuite (line 30), from stripe to netsuite
-- Dialect: MySQL 8 or MariaDB 10.6 and later; run with the mysql or mariadb client.
-- Retention: 60 days (ledger_retention_days), against every window a replay can come in (IP03):
--   max_replay_window_days of the flow: 30 days
--   Stripe Webhooks, manual_resend 30 d: CLI `stripe events resend` up to 30 days (checked 2026-11-06)
--   Stripe Webhooks, manual_resend 15 d: Dashboard resend up to 15 days after the event (checked 2026-11-06)
--   Stripe Webhooks, retry 3 d: automatic retries in live mode, exponential backoff (checked 2026-11-06)
--   backfill_overlap_days of the flow: 3 d
-- Deliveries are kept 30 days: the longest retry or resend window of the source's cards, Stripe Webhooks, manual_resend 30 d (checked 2026-11-06).
-- Lease: 20 s (sender_timeout_seconds, the flow's ack budget: the sender has given up on a request older than it); past it the next claimant takes the episode over.
-- Episode key: idempotency_key "stripe_payouts_to_netsuite + payout.id + payout.status" is the flow ID "stripe_payouts_to_netsuite", the value of payout.id, the value of payout.status, joined by ":": stripe_payouts_to_netsuite:{payout.id}:{payout.status}

-- name: set_strict_mode
-- Run on each new connection (a pool's connection-init SQL): a missing or too long value is an error, not a warning.
-- The tables refuse both without it too (NOT NULL and CHECK).
-- Without STRICT_ALL_TABLES in sql_mode's other modes a server may cut or blank a value the CHECK then refuses.
SET SESSION sql_mode = CONCAT_WS(',', NULLIF(@@SESSION.sql_mode, ''), 'STRICT_ALL_TABLES');

-- name: set_read_committed
-- Run on each new connection too: at READ COMMITTED the purge locks only the rows it deletes,
-- so a record_delivery or claim_episode never waits for it (REPEATABLE READ would lock the gaps between them).
SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED;

-- name: record_delivery
-- params: flow_id, delivery_key, episode_key
-- IP08: Two keys, one ledger: the delivery key dedupes deliveries, the business effect key dedupes the effect.
-- A new delivery when the affected row count is 1; 0: it was already there (connect without CLIENT_FOUND_ROWS, which counts it as 1).
-- Kept 30 days: as long as the sender can deliver it again.
INSERT INTO delivery_log (flow_id, delivery_key, episode_key, received_at, expires_at)
VALUES (?, ?, ?, UTC_TIMESTAMP(6), UTC_TIMESTAMP(6) + INTERVAL 30 DAY)
ON DUPLICATE KEY UPDATE received_at = received_at;

-- name: claim_episode
-- params: flow_id, episode_key, source_event_ids, request_hash, claim_token
-- IP05: Claim the effect with a unique constraint or an atomic insert before the side effect; read-then-create races.
-- claim_token: a new random value for each claim (a UUID), kept by the worker; request_hash: the request's fingerprint, or NULL.
-- The lease runs 20 s.
-- An episode whose lease ran out while its outcome was open is taken over here too, as by take_over_episode.
-- Then ask claim_answer with the token: the affected row count (1 new, 2 taken over, 0 not claimed) holds only without CLIENT_FOUND_ROWS, and a takeover may need reconciling.
INSERT INTO action_ledger (flow_id, episode_key, source_event_ids, request_hash, claim_token, state, claims, first_seen, lease_expires_at, expires_at)
VALUES (?, ?, ?, ?, ?, 'approved', 1, UTC_TIMESTAMP(6), UTC_TIMESTAMP(6) + INTERVAL 20 SECOND, UTC_TIMESTAMP(6) + INTERVAL 60 DAY)
ON DUPLICATE KEY UPDATE
    state = IF(state IN ('approved', 'submitting', 'needs_reconciliation') AND lease_expires_at < UTC_TIMESTAMP(6) AND (request_hash IS NULL OR VALUES(request_hash) IS NULL OR request_hash = VALUES(request_hash)), IF(state = 'submitting', 'needs_reconciliation', state), state),
    claims = IF(state IN ('approved', 'submitting', 'needs_reconciliation') AND lease_expires_at < UTC_TIMESTAMP(6) AND (request_hash IS NULL OR VALUES(request_hash) IS NULL OR request_hash = VALUES(request_hash)), claims + 1, claims),
    claim_token = IF(state IN ('approved', 'submitting', 'needs_reconciliation') AND lease_expires_at < UTC_TIMESTAMP(6) AND (request_hash IS NULL OR VALUES(request_hash) IS NULL OR request_hash = VALUES(request_hash)), VALUES(claim_token), claim_token),
    lease_expires_at = IF(state IN ('approved', 'submitting', 'needs_reconciliation') AND lease_expires_at < UTC_TIMESTAMP(6) AND (request_hash IS NULL OR VALUES(request_hash) IS NULL OR request_hash = VALUES(request_hash)), VALUES(lease_expires_at), lease_expires_at);

-- name: claim_answer
-- params: claim_token, request_hash, flow_id, episode_key
-- What a claim came to, for the worker holding claim_token: claimed (act), reconcile (read the destination first),
-- mismatch (the key was claimed with another request_hash: answer 422), in_progress (another worker's lease runs: 409),
-- done (the effect happened: answer with destination_ref) or expired (the lease ran out with the outcome open: take_over_episode).
SELECT CASE
    WHEN l.claim_token = a.claim_token AND l.state = 'approved' THEN 'claimed'
    WHEN l.claim_token = a.claim_token AND l.state = 'needs_reconciliation' THEN 'reconcile'
    WHEN l.request_hash IS NOT NULL AND a.request_hash IS NOT NULL AND l.request_hash <> a.request_hash THEN 'mismatch'
    WHEN l.state IN ('acknowledged', 'done') THEN 'done'
    WHEN l.lease_expires_at >= UTC_TIMESTAMP(6) THEN 'in_progress'
    ELSE 'expired'
END AS answer, l.state, l.destination_ref, l.lease_expires_at
FROM action_ledger l
CROSS JOIN (SELECT ? AS claim_token, ? AS request_hash) a
WHERE l.flow_id = ? AND l.episode_key = ?;

-- name: take_over_episode
-- params: claim_token, flow_id, episode_key, request_hash
-- After an expired answer, with a new claim_token: takes over an episode whose lease ran out while its outcome was open,
-- a submitting one as needs_reconciliation (IP04: read the destination before acting again). The request_hash must match, or be NULL.
-- Taken over when 1 row is affected; 0: another worker took it first, claim_answer says what to do.
UPDATE action_ledger
SET state = CASE WHEN state = 'submitting' THEN 'needs_reconciliation' ELSE state END,
    claims = claims + 1, claim_token = ?, lease_expires_at = UTC_TIMESTAMP(6) + INTERVAL 20 SECOND
WHERE flow_id = ? AND episode_key = ? AND state IN ('approved', 'submitting', 'needs_reconciliation')
    AND lease_expires_at < UTC_TIMESTAMP(6)
    AND (request_hash IS NULL OR request_hash = COALESCE(?, request_hash));

-- name: begin_attempt
-- params: flow_id, episode_key, claim_token
-- Before each attempt at the side effect, by the claim's owner: a new lease for the attempt; no row changes in any other state or for another token.
-- attempts + 1 is the ledger's bookkeeping, not an effect (IP06: No increments as effects: set values or count unique events.)
UPDATE action_ledger
SET state = 'submitting', last_attempt = UTC_TIMESTAMP(6), attempts = attempts + 1, lease_expires_at = UTC_TIMESTAMP(6) + INTERVAL 20 SECOND
WHERE flow_id = ? AND episode_key = ? AND claim_token = ? AND state IN ('approved', 'needs_reconciliation');

-- name: mark_acknowledged
-- params: destination_ref, flow_id, episode_key, claim_token
-- The destination accepted the effect, or reconciliation found it there: keep its reference.
UPDATE action_ledger
SET state = 'acknowledged', destination_ref = ?
WHERE flow_id = ? AND episode_key = ? AND claim_token = ? AND state IN ('submitting', 'needs_reconciliation');

-- name: mark_unknown_outcome
-- params: flow_id, episode_key, claim_token
-- IP04: A timeout after a create is an unknown outcome: read the destination by the stable key or use the vendor's idempotency mechanism before retrying.
-- A timeout or dropped connection after sending leaves the episode here until it is reconciled.
UPDATE action_ledger
SET state = 'needs_reconciliation'
WHERE flow_id = ? AND episode_key = ? AND claim_token = ? AND state = 'submitting';

-- name: mark_done
-- params: flow_id, episode_key, claim_token
-- The effect is complete; the key is kept until it expires.
UPDATE action_ledger
SET state = 'done'
WHERE flow_id = ? AND episode_key = ? AND claim_token = ? AND state = 'acknowledged';

-- name: stalled_episodes
-- params: flow_id
-- The flow's episodes whose lease ran out while their outcome was open, oldest first, at most 1000:
-- a sweeper takes each over (take_over_episode, a NULL request_hash: a redelivery may never come) and reconciles it from its source events.
SELECT episode_key, state, claims, attempts, lease_expires_at, source_event_ids, request_hash
FROM action_ledger
WHERE flow_id = ? AND state IN ('approved', 'submitting', 'needs_reconciliation') AND lease_expires_at < UTC_TIMESTAMP(6)
ORDER BY lease_expires_at
LIMIT 1000;

-- name: purge_expired_episodes
-- Deletes at most 10000 expired acknowledged or done episodes a run; never an episode in needs_reconciliation, submitting or approved, whose outcome is open.
DELETE FROM action_ledger
WHERE state IN ('acknowledged', 'done') AND expires_at < UTC_TIMESTAMP(6)
LIMIT 10000;

-- name: purge_expired_deliveries
-- Deletes at most 10000 expired deliveries a run.
DELETE FROM delivery_log
WHERE expires_at < UTC_TIMESTAMP(6)
LIMIT 10000;
