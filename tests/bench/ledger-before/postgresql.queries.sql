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
-- params: episode_key, flow_id, source_event_ids
-- IP05: Claim the effect with a unique constraint or an atomic insert before the side effect; read-then-create races.
-- Claimed when a row comes back; none: it was already there.
-- Not claimed: another worker has the episode; skip the side effect. source_event_ids is a JSON array of delivery keys.
INSERT INTO action_ledger (episode_key, flow_id, source_event_ids, state, first_seen, expires_at)
VALUES ($1, $2, $3::jsonb, 'approved', now(), now() + interval '45 days')
ON CONFLICT (episode_key) DO NOTHING
RETURNING episode_key;

-- name: begin_attempt
-- params: episode_key
-- Before each attempt at the side effect; changes no row in any other state.
-- attempts + 1 is the ledger's bookkeeping, not an effect (IP06: No increments as effects: set values or count unique events.)
UPDATE action_ledger
SET state = 'submitting', last_attempt = now(), attempts = attempts + 1
WHERE episode_key = $1 AND state IN ('approved', 'needs_reconciliation');

-- name: mark_acknowledged
-- params: episode_key, destination_ref
-- The destination accepted the effect: keep its reference.
UPDATE action_ledger
SET state = 'acknowledged', destination_ref = $2
WHERE episode_key = $1 AND state = 'submitting';

-- name: mark_unknown_outcome
-- params: episode_key
-- IP04: A timeout after a create is an unknown outcome: read the destination by the stable key or use the vendor's idempotency mechanism before retrying.
-- A timeout or dropped connection after sending leaves the episode here until it is reconciled.
UPDATE action_ledger
SET state = 'needs_reconciliation'
WHERE episode_key = $1 AND state = 'submitting';

-- name: mark_done
-- params: episode_key
-- The effect is complete; the key is kept until it expires.
UPDATE action_ledger
SET state = 'done'
WHERE episode_key = $1 AND state = 'acknowledged';

-- name: purge_expired_episodes
-- Deletes at most 10000 expired done episodes a run; never an episode in needs_reconciliation, submitting or approved, whose outcome is open.
DELETE FROM action_ledger
WHERE episode_key IN (
    SELECT episode_key FROM action_ledger
    WHERE state = 'done' AND expires_at < now()
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
