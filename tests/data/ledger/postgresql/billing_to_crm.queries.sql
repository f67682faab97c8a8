-- FlowAudit action ledger: the statements application code runs by name (billing_to_crm.queries.sql).
-- Inventory: acme-inventory.yaml (SHA-256 548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb)
-- Flow: billing_to_crm (line 8), from stripe to salesforce
-- Dialect: PostgreSQL 13 or later; run with psql -f billing_to_crm.queries.sql.
-- Retention: 45 days (ledger_retention_days), against every window a replay can come in (IP03):
--   max_replay_window_days of the flow: 30 days
--   Stripe Webhooks, manual_resend 30 d: CLI `stripe events resend` up to 30 days (checked 2026-11-06)
--   Stripe Webhooks, manual_resend 15 d: Dashboard resend up to 15 days after the event (checked 2026-11-06)
--   backfill_overlap_days of the flow: 7 d
--   Stripe Webhooks, retry 3 d: automatic retries in live mode, exponential backoff (checked 2026-11-06)
-- Deliveries are kept 30 days: the longest retry or resend window of the source's cards, Stripe Webhooks, manual_resend 30 d (checked 2026-11-06).
-- Lease: 20 s (sender_timeout_seconds, the flow's ack budget: the sender has given up on a request older than it); past it the next claimant takes the episode over.
-- Episode key: idempotency_key "billing_to_crm + invoice.id + invoice.revision" is the flow ID "billing_to_crm", the value of invoice.id, the value of invoice.revision, joined by ":": billing_to_crm:{invoice.id}:{invoice.revision}

-- name: record_delivery
-- params: flow_id, delivery_key, episode_key
-- IP08: Two keys, one ledger: the delivery key dedupes deliveries, the business effect key dedupes the effect.
-- A new delivery when a row comes back; none: it was already there.
-- Kept 30 days: as long as the sender can deliver it again.
INSERT INTO delivery_log (flow_id, delivery_key, episode_key, received_at, expires_at)
VALUES ($1, $2, $3, now(), now() + interval '30 days')
ON CONFLICT (flow_id, delivery_key) DO NOTHING
RETURNING delivery_key;

-- name: claim_episode
-- params: flow_id, episode_key, source_event_ids, request_hash, claim_token
-- IP05: Claim the effect with a unique constraint or an atomic insert before the side effect; read-then-create races.
-- claim_token: a new random value for each claim (a UUID), kept by the worker; request_hash: the request's fingerprint, or NULL.
-- The lease runs 20 s.
-- Claimed when a row comes back (state approved: act); none: the key was claimed before, claim_answer says what to do.
INSERT INTO action_ledger (flow_id, episode_key, source_event_ids, request_hash, claim_token, state, claims, first_seen, lease_expires_at, expires_at)
VALUES ($1, $2, $3::jsonb, $4, $5, 'approved', 1, now(), statement_timestamp() + interval '20 seconds', now() + interval '45 days')
ON CONFLICT (flow_id, episode_key) DO NOTHING
RETURNING state, claims, lease_expires_at;

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
    WHEN l.lease_expires_at >= statement_timestamp() THEN 'in_progress'
    ELSE 'expired'
END AS answer, l.state, l.destination_ref, l.lease_expires_at
FROM action_ledger l
CROSS JOIN (SELECT $1::text AS claim_token, $2::text AS request_hash) a
WHERE l.flow_id = $3 AND l.episode_key = $4;

-- name: take_over_episode
-- params: claim_token, flow_id, episode_key, request_hash
-- After an expired answer, with a new claim_token: takes over an episode whose lease ran out while its outcome was open,
-- a submitting one as needs_reconciliation (IP04: read the destination before acting again). The request_hash must match, or be NULL.
-- Taken over when a row comes back (approved: act; needs_reconciliation: reconcile first); none: another worker took it first, claim_answer says what to do.
UPDATE action_ledger
SET state = CASE WHEN state = 'submitting' THEN 'needs_reconciliation' ELSE state END,
    claims = claims + 1, claim_token = $1, lease_expires_at = statement_timestamp() + interval '20 seconds'
WHERE flow_id = $2 AND episode_key = $3 AND state IN ('approved', 'submitting', 'needs_reconciliation')
    AND lease_expires_at < statement_timestamp()
    AND (request_hash IS NULL OR request_hash = COALESCE($4::text, request_hash))
RETURNING state, claims, lease_expires_at;

-- name: begin_attempt
-- params: flow_id, episode_key, claim_token
-- Before each attempt at the side effect, by the claim's owner: a new lease for the attempt; no row changes in any other state or for another token.
-- attempts + 1 is the ledger's bookkeeping, not an effect (IP06: No increments as effects: set values or count unique events.)
UPDATE action_ledger
SET state = 'submitting', last_attempt = now(), attempts = attempts + 1, lease_expires_at = statement_timestamp() + interval '20 seconds'
WHERE flow_id = $1 AND episode_key = $2 AND claim_token = $3 AND state IN ('approved', 'needs_reconciliation');

-- name: mark_acknowledged
-- params: flow_id, episode_key, claim_token, destination_ref
-- The destination accepted the effect, or reconciliation found it there: keep its reference.
UPDATE action_ledger
SET state = 'acknowledged', destination_ref = $4
WHERE flow_id = $1 AND episode_key = $2 AND claim_token = $3 AND state IN ('submitting', 'needs_reconciliation');

-- name: mark_unknown_outcome
-- params: flow_id, episode_key, claim_token
-- IP04: A timeout after a create is an unknown outcome: read the destination by the stable key or use the vendor's idempotency mechanism before retrying.
-- A timeout or dropped connection after sending leaves the episode here until it is reconciled.
UPDATE action_ledger
SET state = 'needs_reconciliation'
WHERE flow_id = $1 AND episode_key = $2 AND claim_token = $3 AND state = 'submitting';

-- name: mark_done
-- params: flow_id, episode_key, claim_token
-- The effect is complete; the key is kept until it expires.
UPDATE action_ledger
SET state = 'done'
WHERE flow_id = $1 AND episode_key = $2 AND claim_token = $3 AND state = 'acknowledged';

-- name: stalled_episodes
-- params: flow_id
-- The flow's episodes whose lease ran out while their outcome was open, oldest first, at most 1000:
-- a sweeper takes each over (take_over_episode, a NULL request_hash: a redelivery may never come) and reconciles it from its source events.
SELECT episode_key, state, claims, attempts, lease_expires_at, source_event_ids, request_hash
FROM action_ledger
WHERE flow_id = $1 AND state IN ('approved', 'submitting', 'needs_reconciliation') AND lease_expires_at < statement_timestamp()
ORDER BY lease_expires_at
LIMIT 1000;

-- name: purge_expired_episodes
-- Deletes at most 10000 expired acknowledged or done episodes a run; never an episode in needs_reconciliation, submitting or approved, whose outcome is open.
DELETE FROM action_ledger
WHERE (flow_id, episode_key) IN (
    SELECT flow_id, episode_key FROM action_ledger
    WHERE state IN ('acknowledged', 'done') AND expires_at < now()
    LIMIT 10000
);

-- name: purge_expired_deliveries
-- Deletes at most 10000 expired deliveries a run.
DELETE FROM delivery_log
WHERE (flow_id, delivery_key) IN (
    SELECT flow_id, delivery_key FROM delivery_log
    WHERE expires_at < now()
    LIMIT 10000
);
