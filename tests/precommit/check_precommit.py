#!/usr/bin/env python3
"""check_precommit.py CLI SOURCE WORK: the repository's .pre-commit-hooks.yaml under Debian's
pre-commit, in a real repository as a team sets it up: a hooks repository holding the file
(committed, named by its revision), a team repository whose .pre-commit-config.yaml uses
it, `pre-commit install`, then commits. The hook picks inventories by their content, in any
folder and letter case: a clean inventory commits; one with a FAIL finding is stopped with the
finding printed, whether it is integration/acme-inventory.yaml, inventory/acme.yaml,
Acme-Inventory.YAML or a CSV; a broken inventory is stopped too; YAML that is not an
inventory (a CI workflow, a compose file, an Ansible inventory.yml) is passed over without a
word, and a CSV without a flow_id column too."""
import os
import re
import shutil
import subprocess
import sys

cli, source, work = sys.argv[1:4]
shutil.rmtree(work, ignore_errors=True)
env = dict(os.environ, PATH=os.path.dirname(os.path.abspath(cli)) + os.pathsep + os.environ['PATH'],
           PRE_COMMIT_HOME=os.path.join(work, 'pre-commit-cache'), HOME=work,
           GIT_CONFIG_NOSYSTEM='1', GIT_AUTHOR_NAME='t', GIT_AUTHOR_EMAIL='t@example.org',
           GIT_COMMITTER_NAME='t', GIT_COMMITTER_EMAIL='t@example.org')
problems = []


def run(args, cwd, check=True):
    result = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True)
    if check and result.returncode != 0:
        sys.exit(f'{" ".join(args)} failed ({result.returncode}):\n{result.stdout}{result.stderr}')
    return result


hooks = os.path.join(work, 'hooks')
os.makedirs(hooks)
shutil.copy(os.path.join(source, '.pre-commit-hooks.yaml'), hooks)
run(['git', 'init', '-q'], hooks)
run(['git', 'add', '.'], hooks)
run(['git', 'commit', '-q', '-m', 'hooks'], hooks)
revision = run(['git', 'rev-parse', 'HEAD'], hooks).stdout.strip()

team = os.path.join(work, 'team')
os.makedirs(os.path.join(team, 'integration'))
run(['git', 'init', '-q'], team)
with open(os.path.join(team, '.pre-commit-config.yaml'), 'w') as f:
    f.write(f'repos:\n  - repo: {hooks}\n    rev: {revision}\n    hooks:\n      - id: flowaudit-lint\n')
clean = '''flows:
  - flow_id: calm
    method: native
    creates_records: no
    side_effect: none
    retry_layers: none
'''
storm = clean.replace('retry_layers: none', 'retry_layers: sdk:3;worker:5')
inventory = os.path.join(team, 'integration', 'acme-inventory.yaml')
with open(inventory, 'w') as f:
    f.write(clean)
others = {
    'ci.yaml': 'jobs: [build]\n',
    '.github/workflows/ci.yml': 'on: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n',
    'docker-compose.yaml': 'services:\n  db:\n    image: postgres:15\n',
    'ansible/inventory.yml': 'all:\n  hosts:\n    web1:\n      ansible_host: 10.0.0.5\n',
    'reports/numbers.csv': 'month,orders\n2026-11,1200\n',
}
for name, content in others.items():
    os.makedirs(os.path.dirname(os.path.join(team, name)), exist_ok=True)
    with open(os.path.join(team, name), 'w') as f:
        f.write(content)
run(['pre-commit', 'install'], team)
run(['git', 'add', '.'], team)
first = run(['git', 'commit', '-m', 'a clean inventory'], team, check=False)
if first.returncode != 0:
    problems.append(f'the clean inventory was not committed:\n{first.stdout}{first.stderr}')
elif 'FlowAudit lint' not in first.stdout + first.stderr:
    problems.append(f'the hook did not run:\n{first.stdout}{first.stderr}')
said = first.stdout + first.stderr
if not re.search(r'FlowAudit lint\.*Passed', said):
    problems.append(f'the hook did not pass the files that are not inventories:\n{said}')


def commit_stopped(relative, content, finding, what):
    """A file with a FAIL finding (or broken) is added; the commit must be refused."""
    target = os.path.join(team, relative)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    before = open(target).read() if os.path.exists(target) else None
    with open(target, 'w') as f:
        f.write(content)
    run(['git', 'add', '.'], team)
    attempt = run(['git', 'commit', '-m', what], team, check=False)
    said = attempt.stdout + attempt.stderr
    if attempt.returncode == 0:
        problems.append(f'{what}: {relative} was committed')
        run(['git', 'reset', '-q', '--soft', 'HEAD~1'], team)
    elif finding not in said:
        problems.append(f'{what}: the hook did not say {finding!r}:\n{said}')
    run(['git', 'reset', '-q'], team)
    if before is None:
        os.remove(target)
    else:
        with open(target, 'w') as f:
            f.write(before)


commit_stopped(os.path.join('integration', 'acme-inventory.yaml'), storm, 'FAIL RT01 calm',
               'a storm in the named inventory')
commit_stopped(os.path.join('inventory', 'acme.yaml'), storm, 'FAIL RT01 calm',
               'a storm in a folder')
commit_stopped('Acme-Inventory.YAML', storm, 'FAIL RT01 calm', 'a storm in capitals')
commit_stopped('flows.csv', 'flow_id,method,creates_records,side_effect,retry_layers\n'
               'calm,native,no,none,sdk:3;worker:5\n', 'FAIL RT01 calm', 'a storm in a CSV')
commit_stopped(os.path.join('inventory', 'broken.yaml'), 'flows:\n  - flow_id: [unclosed\n',
               'broken.yaml', 'a broken inventory')
# A storm where the team keeps it, found by the run over every file.
with open(os.path.join(team, 'inventory-storm.yaml'), 'w') as f:
    f.write(storm)
run(['git', 'add', '.'], team)
every = run(['pre-commit', 'run', '--all-files'], team, check=False)
if every.returncode != 1 or 'FAIL RT01 calm' not in every.stdout:
    problems.append(f'pre-commit run --all-files: {every.returncode}\n{every.stdout}')
for name in others:
    if os.path.basename(name) in every.stdout:
        problems.append(f'pre-commit run --all-files names {name}:\n{every.stdout}')

for problem in problems:
    print('FAIL:', problem)
print(f'pre-commit: {len(problems)} problem(s)')
sys.exit(1 if problems else 0)
