#!/usr/bin/env python3
"""check_neovim_guide.py CLI NVIM GUIDE WORK: the user guide's Neovim setup, taken from the
guide itself (the lua block after "Neovim 0.7"), as the init.lua of Debian's Neovim with
flowaudit-cli on the PATH. It attaches one FlowAudit server to every YAML file opened: the
team's inventory gets SC03 with "did you mean ledger_retention_days?" on the misspelt key's
line, and its fix renames the key in place (the very bytes `fix --apply` writes); a CI
workflow and a compose file, attached too, get no diagnostic at all."""
import json
import os
import re
import shutil
import subprocess
import sys

cli, nvim, guide, work = sys.argv[1:5]
here = os.path.dirname(os.path.abspath(__file__))
shutil.rmtree(work, ignore_errors=True)
os.makedirs(os.path.join(work, 'team', '.github', 'workflows'))
os.makedirs(os.path.join(work, 'cli'))
problems = []

with open(guide, encoding='utf-8') as f:
    text = f.read()
block = re.search(r'Neovim 0\.7[^\n]*\n(?:[^\n]*\n)*?```lua\n(.*?)```', text, re.S)
if not block:
    sys.exit('the user guide has no lua block after "Neovim 0.7"')
init = os.path.join(work, 'init.lua')
with open(init, 'w') as f:
    f.write(block.group(1))

inventory_text = '''flows:
  - flow_id: orders_to_erp
    method: native
    creates_records: yes
    side_effect: none
    idempotency_key: orders_to_erp + order.id + order.version
    max_replay_window_days: 30
    ledger_retension_days: 90   # raised from 30
    retry_layers: none
'''
files = {
    'team/team-flows.yaml': inventory_text,
    'team/.github/workflows/ci.yml': 'name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n'
                                     '    steps:\n      - run: make test\n',
    'team/docker-compose.yaml': 'services:\n  db:\n    image: postgres:15\n    name: db\n',
}
paths = []
for name, content in files.items():
    path = os.path.join(work, name)
    with open(path, 'w') as f:
        f.write(content)
    paths.append(path)
inventory = paths[0]
fixed = os.path.join(work, 'cli', 'team-flows.yaml')
shutil.copy(inventory, fixed)

report_path = os.path.join(work, 'report.json')
env = dict(os.environ, PATH=os.path.dirname(os.path.abspath(cli)) + os.pathsep + os.environ['PATH'],
           FILES='\n'.join(paths), INVENTORY=inventory, REPORT=report_path,
           XDG_CONFIG_HOME=os.path.join(work, 'config'), XDG_DATA_HOME=os.path.join(work, 'data'),
           XDG_STATE_HOME=os.path.join(work, 'state'), XDG_CACHE_HOME=os.path.join(work, 'cache'))
run = subprocess.run([nvim, '--headless', '-u', init, '-i', 'NONE', '-n', '-c',
                      'luafile ' + os.path.join(here, 'neovim_guide_driver.lua')],
                     cwd=os.path.join(work, 'team'), env=env, capture_output=True, text=True,
                     timeout=240)
report = json.load(open(report_path)) if os.path.exists(report_path) else {}
if run.returncode != 0:
    problems.append(f'neovim exited {run.returncode}: {report.get("error")} {run.stderr[-2000:]}')
else:
    buffers = report['buffers']
    if report.get('clients') != 1:
        problems.append(f'{report.get("clients")} clients, not the one the guide starts')
    for path in paths:
        if buffers.get(path, {}).get('clients') != 1:
            problems.append(f'{path} is not attached to the server: {buffers.get(path)}')
    seen = buffers[inventory]['diagnostics']
    sc03 = [d for d in seen if d['code'] == 'SC03']
    if len(sc03) != 1 or sc03[0]['line'] != 7 or \
            'did you mean ledger_retention_days?' not in sc03[0]['message']:
        problems.append(f'the inventory\'s SC03 is not on the key\'s line with "did you mean": {seen}')
    for path in paths[1:]:
        if buffers[path]['diagnostics']:
            problems.append(f'{path}, not an inventory, got diagnostics: {buffers[path]["diagnostics"]}')
    subprocess.run([cli, 'fix', '--apply', '--rule', 'SC03', '--choice', '1', fixed], check=True,
                   capture_output=True)
    with open(inventory, 'rb') as a, open(fixed, 'rb') as b:
        saved, written = a.read(), b.read()
    if saved != inventory_text.replace('retension', 'retention').encode():
        problems.append(f'Neovim saved {saved!r}, not the key renamed in place')
    if saved != written:
        problems.append('the file Neovim saved differs from what fix --apply writes')
for problem in problems:
    print('FAIL:', problem)
print(f'neovim (the guide\'s setup): actions {report.get("actions")}; {len(problems)} problem(s)')
sys.exit(1 if problems else 0)
