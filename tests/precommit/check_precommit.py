#!/usr/bin/env python3
"""check_precommit.py CLI SOURCE WORK: the repository's .pre-commit-hooks.yaml under Debian's
pre-commit, in a real repository as a team sets it up: a hooks repository holding the file
(committed, named by its revision), a team repository whose .pre-commit-config.yaml uses
it, `pre-commit install`, then commits. A clean inventory commits; one with a FAIL finding
is stopped with the finding printed; a YAML file that is not an inventory is not checked."""
import os
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
with open(os.path.join(team, 'ci.yaml'), 'w') as f:
    f.write('jobs: [build]\n')  # YAML, not an inventory: not the hook's
run(['pre-commit', 'install'], team)
run(['git', 'add', '.'], team)
first = run(['git', 'commit', '-m', 'a clean inventory'], team, check=False)
if first.returncode != 0:
    problems.append(f'the clean inventory was not committed:\n{first.stdout}{first.stderr}')
elif 'FlowAudit lint' not in first.stdout + first.stderr:
    problems.append(f'the hook did not run:\n{first.stdout}{first.stderr}')

with open(inventory, 'w') as f:
    f.write(storm)
run(['git', 'add', '.'], team)
second = run(['git', 'commit', '-m', 'a storm'], team, check=False)
said = second.stdout + second.stderr
if second.returncode == 0:
    problems.append('the inventory with a FAIL finding was committed')
if 'FAIL RT01 calm' not in said:
    problems.append(f'the hook did not print the finding:\n{said}')

every = run(['pre-commit', 'run', '--all-files'], team, check=False)
if every.returncode != 1 or 'ci.yaml' in every.stdout:
    problems.append(f'pre-commit run --all-files: {every.returncode}\n{every.stdout}')

for problem in problems:
    print('FAIL:', problem)
print(f'pre-commit: {len(problems)} problem(s)')
sys.exit(1 if problems else 0)
