#!/usr/bin/env python3
"""check_neovim.py CLI NVIM WORK EXAMPLE: Debian's Neovim, headless, with its built-in LSP
client, edits a copy of the example through `flowaudit-cli lsp` (neovim_client.lua): the
findings arrive on lint's lines, hover, symbols and completion answer, and the RT01 fix
applied as a code action and saved gives the very bytes `fix --apply` writes."""
import json
import os
import shutil
import subprocess
import sys

cli, nvim, work, example = sys.argv[1:5]
here = os.path.dirname(os.path.abspath(__file__))
shutil.rmtree(work, ignore_errors=True)
os.makedirs(os.path.join(work, 'editor'))
os.makedirs(os.path.join(work, 'cli'))
edited = os.path.join(work, 'editor', 'acme-inventory.yaml')
fixed = os.path.join(work, 'cli', 'acme-inventory.yaml')
shutil.copy(example, edited)
shutil.copy(example, fixed)
report_path = os.path.join(work, 'report.json')
env = dict(os.environ, FLOWAUDIT_CLI=cli, INVENTORY=edited, REPORT=report_path,
           XDG_CONFIG_HOME=os.path.join(work, 'config'), XDG_DATA_HOME=os.path.join(work, 'data'),
           XDG_STATE_HOME=os.path.join(work, 'state'), XDG_CACHE_HOME=os.path.join(work, 'cache'))
run = subprocess.run([nvim, '--headless', '--clean', '-n', '-c',
                      'luafile ' + os.path.join(here, 'neovim_client.lua')],
                     env=env, capture_output=True, text=True, timeout=240)
report = json.load(open(report_path)) if os.path.exists(report_path) else {}
problems = []
if run.returncode != 0:
    problems.append(f'neovim exited {run.returncode}: {report.get("error")} {run.stderr[-2000:]}')
else:
    lint = json.loads(subprocess.run([cli, 'lint', '--format', 'json', '--advisories',
                                      '--today', '2026-12-01', example],
                                     capture_output=True, text=True).stdout)
    expected = sorted((f['rule'], f['line'] - 1) for f in lint['findings'])
    seen = sorted((d['code'], d['line']) for d in report['diagnostics'])
    if seen != expected:
        problems.append(f'the diagnostics are not lint\'s findings on its lines:\n{seen}\n{expected}')
    if 'RT01' not in report['hover']:
        problems.append(f'the hover on the finding does not name RT01: {report["hover"][:300]}')
    if len(report['symbols']) != lint['flows']:
        problems.append(f'{len(report["symbols"])} symbols for {lint["flows"]} flows')
    if 'custom' not in report['completion'] or 'native' not in report['completion']:
        problems.append(f'completion of method offers {report["completion"]}')
    if report.get('listed_with_edit'):
        problems.append('the actions were listed with their edits, though Neovim resolves them')
    if not any(t.startswith('Accept RT01') for t in report['actions']):
        problems.append(f'no "accept as a risk" among {report["actions"]}')
    subprocess.run([cli, 'fix', '--apply', '--rule', 'RT01', '--choice', '1',
                    '--flow', 'stripe_payouts_to_netsuite', fixed], check=True,
                   capture_output=True)
    with open(edited, 'rb') as a, open(fixed, 'rb') as b, open(example, 'rb') as c:
        saved, written, original = a.read(), b.read(), c.read()
    if saved == original:
        problems.append('the file Neovim saved is unchanged')
    elif saved != written:
        problems.append('the file Neovim saved differs from what fix --apply writes:\n' +
                        subprocess.run(['diff', '-u', fixed, edited], capture_output=True,
                                       text=True).stdout)
for problem in problems:
    print('FAIL:', problem)
print(f'neovim: {len(report.get("diagnostics", []))} diagnostics, actions {report.get("actions")},'
      f' {report.get("after")} after the fix; {len(problems)} problem(s)')
sys.exit(1 if problems else 0)
