#!/usr/bin/env python3
"""check_misspelt_keys.py CLI WORK: a misspelt field is SC03, said and fixed end to end.

A team writes `ledger_retension_days: 90` (with a comment): lint keeps the key, gives SC03 WARN
on the key's line with "did you mean ledger_retention_days?" (not only IP03's "is blank"), in
text and JSON; a waiver cannot accept it; `fix --apply --rule SC03` renames the key in place,
changing no other byte (the comment, spacing and CRLF line ends stay), after which IP03 reads
90 days; keys marked as the team's own (x_) and keys far from any field are left alone."""
import json
import os
import shutil
import subprocess
import sys

cli, work = sys.argv[1:3]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
problems = []

text = ('flows:\r\n'
        '  - flow_id: orders_to_erp   # the ERP sync\r\n'
        '    method: native\r\n'
        '    creates_records: yes\r\n'
        '    side_effect: none\r\n'
        '    idempotency_key: orders_to_erp + order.id + order.version\r\n'
        '    max_replay_window_days: 30\r\n'
        '    ledger_retension_days:   90   # raised from 30 after the replay incident\r\n'
        '    retry_layers: none\r\n'
        '    x_ledger_retention_days: 12\r\n'
        '    source_id: 4\r\n')
path = os.path.join(work, 'team-flows.yaml')
with open(path, 'wb') as f:
    f.write(text.encode())


def run(*args):
    return subprocess.run([cli] + list(args), capture_output=True, text=True)


lint = run('lint', '--format', 'json', path)
findings = json.loads(lint.stdout)['findings'] if lint.stdout else []
sc03 = [f for f in findings if f['rule'] == 'SC03']
if lint.returncode != 0:
    problems.append(f'lint exits {lint.returncode} for a WARN: {lint.stderr}')
if len(sc03) != 1:
    problems.append(f'one SC03 expected (not for x_ or source_id keys): {sc03}')
else:
    f = sc03[0]
    if f['severity'] != 'WARN' or f.get('field') != 'ledger_retention_days':
        problems.append(f'SC03 is not WARN on ledger_retention_days: {f}')
    if 'did you mean ledger_retention_days?' not in f['message'] or 'ledger_retension_days' not in f['message']:
        problems.append(f'SC03 does not say "did you mean": {f["message"]}')
    if f.get('line') != 8:
        problems.append(f'SC03 is on line {f.get("line")}, not the key\'s line 8')
    if not f.get('hint'):
        problems.append('SC03 has no hint')
text_lint = run('lint', path)
if 'WARN SC03 orders_to_erp' not in text_lint.stdout or 'did you mean ledger_retention_days?' not in text_lint.stdout:
    problems.append(f'text lint does not say SC03:\n{text_lint.stdout}')

refused = run('waive', path, '--flow', 'orders_to_erp', '--rule', 'SC03', '--justification', 'j',
              '--owner', 'o', '--expires', '2027-01-01')
if refused.returncode == 0 or 'cannot be accepted' not in refused.stderr:
    problems.append(f'a waiver of SC03 was not refused: {refused.returncode} {refused.stderr}')
with open(path, 'rb') as f:
    if f.read() != text.encode():
        problems.append('the refused waiver changed the file')

listed = run('fix', path, '--rule', 'SC03')
if 'Rename ledger_retension_days to ledger_retention_days' not in listed.stdout + listed.stderr:
    problems.append(f'fix does not offer the rename:\n{listed.stdout}{listed.stderr}')
fixed = run('fix', '--apply', '--rule', 'SC03', '--choice', '1', path)
with open(path, 'rb') as f:
    after = f.read()
wanted = text.replace('ledger_retension_days:', 'ledger_retention_days:').encode()
if fixed.returncode != 0 or after != wanted:
    problems.append(f'fix --apply did not rename the key in place ({fixed.returncode}):\n'
                    f'{fixed.stderr}\n{after!r}\n{wanted!r}')
again = json.loads(run('lint', '--format', 'json', path).stdout)['findings']
if any(f['rule'] in ('SC03', 'IP03') for f in again):
    problems.append(f'after the rename SC03 or IP03 remain: {again}')

for problem in problems:
    print('FAIL:', problem)
print(f'misspelt keys: {len(problems)} problem(s)')
sys.exit(1 if problems else 0)
